import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { mq } from '../../../styles/media.ts'
import { vars } from '../../../styles/tokens.css.ts'

export const page = style({ display: 'grid', gap: vars.space['6'], minWidth: 0 })

export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: 800, '@media': { [mq.md]: { fontSize: vars.fontSize['3xl'] } } })

export const muted = style({ margin: 0, color: vars.color.textMuted })

export const pending = style({ display: 'block', height: '14rem', borderRadius: vars.radius.md })

export const block = style({ display: 'grid', gap: vars.space['3'], minWidth: 0 })

export const blockTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 800 })

// Figure cards: one column on a 360 px phone, as many as fit from there.
export const figures = style({ display: 'grid', gap: vars.space['3'], margin: 0, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))' })

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['1'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  minWidth: 0,
})

export const cardLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: 700 })

export const cardValue = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: 800, overflowWrap: 'anywhere' })

const changeBase = style({ margin: 0, fontSize: vars.fontSize.sm })
export const change = styleVariants({
  up: [changeBase, { color: vars.color.success }],
  down: [changeBase, { color: vars.color.danger }],
  same: [changeBase, { color: vars.color.textMuted }],
})

export const charts = style({ display: 'grid', gap: vars.space['4'], '@media': { [mq.lg]: { gridTemplateColumns: '1fr 1fr' } } })

export const chart = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  minWidth: 0,
})

export const chartTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 })

export const chartScale = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs })

export const chartPicture = style({ display: 'block', width: '100%', height: '7rem' })

export const chartBar = style({ fill: vars.color.primary })

export const chartAxis = style({ stroke: vars.color.border, strokeWidth: 1 })

export const chartDays = style({ display: 'flex', justifyContent: 'space-between', margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs })

export const chartValues = style({ fontSize: vars.fontSize.sm })
globalStyle(`${chartValues} > summary`, { cursor: 'pointer', color: vars.color.primary, fontWeight: 700, minHeight: vars.touch, display: 'flex', alignItems: 'center' })

export const table = style({ width: '100%', borderCollapse: 'collapse' })
globalStyle(`${table} th, ${table} td`, { padding: `${vars.space['1']} ${vars.space['2']}`, textAlign: 'start', borderBottom: `1px solid ${vars.color.border}` })

export const attention = style({ display: 'grid', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none', '@media': { [mq.md]: { gridTemplateColumns: '1fr 1fr' } } })

const attentionBase = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: vars.touch,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.primary }, '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
})
export const attentionLink = style([attentionBase, { fontWeight: 700 }])
export const attentionLinkQuiet = style([attentionBase, { color: vars.color.textMuted }])

export const attentionCount = style({ minWidth: '2.5rem', fontSize: vars.fontSize.xl, fontWeight: 800, color: vars.color.primary, textAlign: 'end' })

import { globalStyle, style } from '@vanilla-extract/css'
import { mq } from '../../../styles/media.ts'
import { card } from '../../../ui/FigureCard.css.ts'
import { vars } from '../../../styles/tokens.css.ts'

export const page = style({ display: 'grid', gap: vars.space['5'], minWidth: 0 })

export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: 800, '@media': { [mq.md]: { fontSize: vars.fontSize['3xl'] } } })

export const muted = style({ margin: 0, color: vars.color.textMuted })

// The dates: the two boxes side by side from a phone up (each at least 9rem), the button under them on a phone.
export const range = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  minWidth: 0,
})

export const rangeFields = style({ display: 'grid', gap: vars.space['3'], gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))', alignItems: 'start' })

export const rangeSubmit = style({ alignSelf: 'end', '@media': { [mq.sm]: { marginBlockStart: '1.6rem' } } })

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' })

export const explain = style({ padding: `${vars.space['2']} ${vars.space['4']}`, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, backgroundColor: vars.color.surfaceAlt })
globalStyle(`${explain} > summary`, { cursor: 'pointer', minHeight: vars.touch, display: 'flex', alignItems: 'center', fontWeight: 700, color: vars.color.primary })
globalStyle(`${explain} ul`, { margin: `0 0 ${vars.space['2']}`, paddingInlineStart: vars.space['5'], display: 'grid', gap: vars.space['1'] })

export const report = style({ display: 'grid', gap: vars.space['3'], minWidth: 0 })

export const reportHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space['2'] })

export const reportTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 800 })

export const subTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 })

export const csv = style({ display: 'inline-flex', alignItems: 'center', minHeight: vars.touch, fontWeight: 700, color: vars.color.primary })

export const pending = style({ display: 'block', height: '12rem', borderRadius: vars.radius.md })

export const countLink = style({ color: vars.color.primary, textDecorationThickness: '2px', textUnderlineOffset: '0.2em' })

export const columns = style({ display: 'grid', gap: vars.space['4'], minWidth: 0, '@media': { [mq.lg]: { gridTemplateColumns: '1fr 1fr', alignItems: 'start' } } })

// Tables keep to a 360 px phone's width: the names wrap, the numbers are short.
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm, backgroundColor: vars.color.surface })
globalStyle(`${table} caption`, { textAlign: 'start', fontWeight: 700, fontSize: vars.fontSize.md, paddingBlockEnd: vars.space['2'] })
globalStyle(`${table} th, ${table} td`, { padding: `${vars.space['2']} ${vars.space['1']}`, textAlign: 'start', borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' })
globalStyle(`${table} tbody th`, { overflowWrap: 'anywhere' })
globalStyle(`${table} td, ${table} thead th`, { whiteSpace: 'nowrap' })
globalStyle(`${table} td, ${table} thead th:not(:first-child)`, { textAlign: 'end' })
globalStyle(`${table} tbody th[scope="rowgroup"]`, { backgroundColor: vars.color.surfaceAlt })

export const steps = style({ display: 'grid', gap: vars.space['3'], margin: 0, padding: 0, listStyle: 'none', '@media': { [mq.md]: { gridTemplateColumns: 'repeat(4, 1fr)' } } })

// A funnel step is a figure card of its own.
export const step = card

export const stepCount = style({ fontSize: vars.fontSize['2xl'], fontWeight: 800 })

export const stepRate = style({ fontWeight: 700 })

export const rateBar = style({ height: '0.5rem', borderRadius: vars.radius.pill, backgroundColor: vars.color.skeleton, overflow: 'hidden' })
export const rateFill = style({ height: '100%', backgroundColor: vars.color.primary })

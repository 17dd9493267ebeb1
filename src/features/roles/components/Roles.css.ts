import { style } from '@vanilla-extract/css'
import { mq } from '../../../styles/media.ts'
import { vars } from '../../../styles/tokens.css.ts'

export const page = style({ display: 'grid', gap: vars.space['5'], minWidth: 0 })

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['3'] })

export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: 700 })

// The table scrolls inside its own box, so a phone's page never scrolls sideways; the role column stays in view.
// Positioned, so the cells' visually hidden 'Yes' and 'No' are clipped with them rather than widening the page.
export const scroller = style({
  position: 'relative',
  overflowX: 'auto',
  maxWidth: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
})

export const table = style({ borderCollapse: 'separate', borderSpacing: 0, width: '100%', fontSize: vars.fontSize.sm })

const cellBase = { padding: vars.space['2'], borderBlockEnd: `1px solid ${vars.color.border}`, verticalAlign: 'top' } as const

export const groupHead = style({ ...cellBase, textAlign: 'center', fontWeight: 700, color: vars.color.textMuted, borderInlineStart: `1px solid ${vars.color.border}` })

export const permissionHead = style({ ...cellBase, minWidth: '5.5rem', textAlign: 'center', fontWeight: 600, lineHeight: 1.25 })

export const roleCell = style({
  ...cellBase,
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  minWidth: '11rem',
  maxWidth: '16rem',
  textAlign: 'start',
  fontWeight: 400,
  backgroundColor: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  '@media': { [mq.md]: { minWidth: '15rem' } },
})

export const roleName = style({ display: 'block', fontWeight: 700, fontSize: vars.fontSize.md })

export const roleFacts = style({ display: 'block', color: vars.color.textMuted })

export const note = style({ display: 'block', marginBlockStart: vars.space['1'], color: vars.color.textMuted, fontStyle: 'italic' })

export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['1'], marginBlockStart: vars.space['2'] })

export const mark = style({ ...cellBase, textAlign: 'center', fontSize: vars.fontSize.lg, color: vars.color.success, fontWeight: 700 })

export const noMark = style({ ...cellBase, textAlign: 'center', color: vars.color.textMuted })

export const meanings = style({ display: 'grid', gap: vars.space['2'], margin: 0, paddingInlineStart: vars.space['5'] })

export const form = style({ display: 'grid', gap: vars.space['4'] })

// Thirteen permissions with their meanings are taller than a phone: the dialog scrolls within the screen.
export const tallDialog = style({ maxHeight: 'calc(100dvh - 2rem)', overflowY: 'auto', width: 'min(36rem, calc(100vw - 2rem))' })

export const checkGroups = style({ display: 'grid', gap: vars.space['3'], '@media': { [mq.md]: { gridTemplateColumns: '1fr 1fr' } } })

export const checkGroup = style({ display: 'grid', gap: vars.space['2'], margin: 0, padding: vars.space['3'], border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm, minWidth: 0 })

export const groupLegend = style({ paddingInline: vars.space['1'], fontWeight: 700 })

export const checkItem = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['2'], selectors: { '&:has(input:disabled)': { opacity: 0.7 } } })

export const checkLabel = style({ display: 'block', fontWeight: 600, cursor: 'pointer' })

export const meaning = style({ display: 'block', fontSize: vars.fontSize.xs, color: vars.color.textMuted })

import { globalStyle, style } from '@vanilla-extract/css'
import { mq } from '../../../styles/media.ts'
import { vars } from '../../../styles/tokens.css.ts'

export const page = style({ display: 'grid', gap: vars.space['5'], minWidth: 0 })

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['3'] })

export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: 800, '@media': { [mq.md]: { fontSize: vars.fontSize['3xl'] } } })

export const search = style({ display: 'flex', maxWidth: '36rem' })

export const searchInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.touch,
  paddingInline: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
})

/** One card to a row on phones, then two, three and four as the screen widens. */
export { wideCardGrid as grid } from '../../../ui/card-grid.css.ts'

export const card = style({ height: '100%', gap: vars.space['2'], padding: vars.space['4'] })

export const status = style({
  alignSelf: 'flex-start',
  margin: 0,
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  backgroundColor: vars.color.infoBg,
  color: vars.color.info,
  selectors: {
    '&:is([data-status="open"], [data-status="published"], [data-status="offered"], [data-status="captured"], [data-status="answered"], [data-status="listed"], [data-status="restore"], [data-status="unsilence"])': {
      backgroundColor: vars.color.successBg,
      color: vars.color.success,
    },
    '&:is([data-status="closed"], [data-status="cancelled"], [data-status="retired"], [data-status="canceled"], [data-status="failed"], [data-status="unlisted"], [data-status="hidden"], [data-status="delete"], [data-status="silence"])': {
      backgroundColor: vars.color.dangerBg,
      color: vars.color.danger,
    },
  },
})

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' })

export const subtitle = style({ margin: 0, fontWeight: 600, color: vars.color.textMuted, overflowWrap: 'anywhere' })

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
})
globalStyle(`${facts} dt`, { fontWeight: 600 })
globalStyle(`${facts} dd`, { margin: 0 })

export const cardActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], marginBlockStart: 'auto', paddingBlockStart: vars.space['2'] })

export { danger, dangerSolid } from '../../../ui/danger.css.ts'

/** A label and its value: their own grid cells, kept together in the markup. */
export const fact = style({ display: 'contents' })

/** One value of a list staff edit in place (a category's, a writing service's): its name, facts and buttons in a row. */
export const valueRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
})

/** A section's lists as links beside the heading, wrapping under each other on a narrow phone. */
export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' })

/** What a member or client wrote, in a tinted block. */
export const textBlock = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space['1'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceAlt,
  fontSize: vars.fontSize.sm,
})

/** Kept as written: plain text with its line breaks. */
export const writtenText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: vars.lineHeight.normal })

/** What stands beside a list's heading (its other lists, a filter, Add), wrapping under each other on a narrow phone. */
export const tools = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space['3'] })

/** A list's status filter beside its search. */
export const filter = style({ minWidth: '11rem' })

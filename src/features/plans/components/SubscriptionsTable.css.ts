import { style, styleVariants } from '@vanilla-extract/css'
import { mq } from '../../../styles/media.ts'
import { hiddenUntil } from '../../../styles/rules.ts'
import { vars } from '../../../styles/tokens.css.ts'

// Mobile first: a column of cards; from 640 px the elements take back their table layout.

export const table = style({
  display: 'block',
  width: '100%',
  borderCollapse: 'collapse',
  '@media': { [mq.sm]: { display: 'table', backgroundColor: vars.color.surface, border: `1px solid ${vars.color.border}` } },
})

// Hidden on cards (each value carries its label) yet kept for screen readers, which read cells by these headers.
export const head = style(hiddenUntil(mq.sm, { whiteSpace: 'normal' }))

export const headerCell = style({
  padding: vars.space['3'],
  backgroundColor: vars.color.surfaceAlt,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  textAlign: 'start',
})

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  '@media': { [mq.sm]: { display: 'table-row-group' } },
})

export const row = style({
  display: 'block',
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  '@media': { [mq.sm]: { display: 'table-row', padding: 0, border: 'none', borderBlockStart: `1px solid ${vars.color.border}` } },
})

export const cell = style({
  display: 'grid',
  gridTemplateColumns: '7rem minmax(0, 1fr)',
  gap: vars.space['3'],
  paddingBlock: vars.space['1'],
  overflowWrap: 'anywhere',
  '@media': { [mq.sm]: { display: 'table-cell', padding: vars.space['3'], verticalAlign: 'top' } },
})

export const cellLabel = style({
  color: vars.color.textMuted,
  fontWeight: 600,
  '@media': { [mq.sm]: { display: 'none' } },
})

const badge = style({
  display: 'inline-block',
  paddingBlock: vars.space['0.5'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  whiteSpace: 'nowrap',
})

// Text on tint, 5.7:1 or more in both themes (see the tokens).
export const status = styleVariants({
  success: [badge, { color: vars.color.success, backgroundColor: vars.color.successBg }],
  error: [badge, { color: vars.color.danger, backgroundColor: vars.color.dangerBg }],
})

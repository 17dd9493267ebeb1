import { style } from '@vanilla-extract/css'
import { vars } from '../styles/tokens.css.ts'

// Unlike every other badge (a status the record has), a dashed outline: it says what the record is not. Muted text
// on the card's surface keeps AA contrast in both schemes.
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifySelf: 'start',
  flexShrink: 0,
  paddingBlock: vars.space['0.5'],
  paddingInline: vars.space['2'],
  border: `1px dashed ${vars.color.textMuted}`,
  borderRadius: vars.radius.pill,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.04em',
  lineHeight: 1.4,
  whiteSpace: 'nowrap',
})

import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/tokens.css.ts'

export const form = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderBlockStart: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
})

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.touch,
  // Grows with what is typed, up to about six lines, then scrolls.
  maxHeight: '10rem',
  fieldSizing: 'content',
  resize: 'none',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  lineHeight: 1.5,
})

export const send = style({ flexShrink: 0, width: vars.touch, height: vars.touch, padding: 0 })

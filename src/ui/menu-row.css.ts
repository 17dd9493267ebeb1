import { style } from '@vanilla-extract/css'
import { vars } from '../styles/tokens.css.ts'

/** A full-width, touch-sized row of the phone menu with an icon and a label (the bell, the profile link). */
export const menuRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  width: '100%',
  minHeight: vars.touch,
  paddingInline: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  textAlign: 'start',
  textDecoration: 'none',
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceAlt, color: vars.color.text } },
})

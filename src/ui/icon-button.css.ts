import { style } from '@vanilla-extract/css'
import { vars } from '../styles/tokens.css.ts'

/** A round, touch-sized button holding only an icon (arrows, play/pause, close). */
export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.touch,
  height: vars.touch,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  color: vars.color.text,
})

/** The same, floating over an image or video: it needs its own backdrop to stay visible. */
export const floatingIconButton = style([iconButton, { backgroundColor: vars.color.overlayControl, boxShadow: vars.shadow.md }])

/** A square, touch-sized button holding only an icon, with a border: closing a menu, folding a sidebar. */
export const outlinedIconButton = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.touch,
  height: vars.touch,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
})

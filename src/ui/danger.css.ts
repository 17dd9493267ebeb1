import { style } from '@vanilla-extract/css'
import { vars } from '../styles/tokens.css.ts'

// What deletes for good looks the same everywhere: a red word, and a red button for the confirmation itself.

export const danger = style({ color: vars.color.danger, selectors: { '&:hover': { color: vars.color.danger } } })

export const dangerSolid = style({
  backgroundColor: vars.color.danger,
  color: vars.color.surface,
  selectors: { '&:hover': { backgroundColor: vars.color.danger, color: vars.color.surface, opacity: 0.9 } },
})

import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/tokens.css.ts'

export const skip = style({
  position: 'fixed',
  top: vars.space['2'],
  left: vars.space['2'],
  zIndex: vars.z.skip,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 700,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none', color: vars.color.onPrimary },
  },
})

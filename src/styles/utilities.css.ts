import { style } from '@vanilla-extract/css'
import { vars } from './tokens.css.ts'

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
})

/** The short coral rule under a section title: the brand's accent, used as decoration only. */
export const accentRule = style({
  selectors: {
    '&::after': {
      content: '""',
      display: 'block',
      width: '3rem',
      height: '4px',
      marginBlockStart: vars.space['3'],
      borderRadius: vars.radius.pill,
      backgroundColor: vars.color.accent,
    },
  },
})

import { style } from '@vanilla-extract/css'
import { vars } from '../../../../styles/tokens.css.ts'
import { visuallyHidden } from '../../../../styles/utilities.css.ts'
import { base, size, variant } from '../../../../ui/Button.css.ts'

export const photo = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['5'] })

export const image = style({
  width: '8rem',
  height: '8rem',
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  objectFit: 'cover',
  color: vars.color.primary,
  backgroundColor: vars.color.surfaceAlt,
})

export const controls = style({ display: 'grid', gap: vars.space['2'], justifyItems: 'start', flex: '1 1 12rem', minWidth: 0 })

/** Hidden but still focusable: its label is the visible button, and shows its focus and disabled state. */
export const fileInput = style([visuallyHidden])

export const choose = style([
  base,
  variant.outline,
  size.sm,
  {
    cursor: 'pointer',
    selectors: {
      [`${fileInput}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
      [`${fileInput}:disabled + &`]: { opacity: 0.6, cursor: 'not-allowed' },
    },
  },
])

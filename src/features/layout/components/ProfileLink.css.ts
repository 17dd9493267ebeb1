import { style, styleVariants } from '@vanilla-extract/css'
import { touchBox } from '../../../styles/rules.ts'
import { vars } from '../../../styles/tokens.css.ts'
import { menuRow } from '../../../ui/menu-row.css.ts'

export const link = styleVariants({
  icon: { display: 'inline-flex', flexShrink: 0, borderRadius: vars.radius.pill },
  labelled: [menuRow],
})

// Touch-sized in the bar; the labelled row keeps it smaller beside the text.
export const avatar = style({
  ...touchBox,
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  selectors: { [`${link.labelled} &`]: { width: '2rem', height: '2rem' } },
})

export const photo = style({ width: '100%', height: '100%', objectFit: 'cover' })

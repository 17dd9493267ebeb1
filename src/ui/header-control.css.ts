import { styleVariants } from '@vanilla-extract/css'
import { vars } from '../styles/tokens.css.ts'
import { iconButton } from './icon-button.css.ts'
import { menuRow } from './menu-row.css.ts'

/**
 * A signed-in control of the header (the bell, the chat link): a round icon on the tinted bar, a full-width row with
 * its word in the white phone menu. Each hovers to the other tone.
 */
export const headerControl = styleVariants({
  icon: [iconButton, { position: 'relative', flexShrink: 0, selectors: { '&:hover': { backgroundColor: vars.color.surface } } }],
  labelled: [menuRow],
})

import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/tokens.css.ts'

/** Past the limit: the count reads as the field's error does. */
export const over = style({ color: vars.color.danger, fontWeight: 600 })

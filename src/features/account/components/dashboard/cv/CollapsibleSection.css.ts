import { style } from '@vanilla-extract/css'
import { vars } from '../../../../../styles/tokens.css.ts'

export const count = style({ fontWeight: 400, color: vars.color.textMuted })

import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/tokens.css.ts'

export const lead = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' })

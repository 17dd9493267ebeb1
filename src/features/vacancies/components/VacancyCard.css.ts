import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/tokens.css.ts'

export const employer = style({ color: vars.color.textMuted, fontWeight: 600, overflowWrap: 'anywhere' })

export const closes = style({ alignSelf: 'flex-start' })

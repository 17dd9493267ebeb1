import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/tokens.css.ts'

export const form = style({ display: 'grid', gap: vars.space['4'] })

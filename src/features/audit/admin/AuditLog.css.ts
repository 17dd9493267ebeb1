import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/tokens.css.ts'

export const filters = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space['3'] })

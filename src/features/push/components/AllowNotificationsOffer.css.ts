import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/tokens.css.ts'

export const offer = style({ marginBlock: vars.space['2'] })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] })

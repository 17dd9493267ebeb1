import { style } from '@vanilla-extract/css'
import { vars } from '../../../../styles/tokens.css.ts'

export const page = style({ display: 'grid', gap: vars.space['5'], minWidth: 0 })

export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: 700 })

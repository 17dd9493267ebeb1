import { style } from '@vanilla-extract/css'
import { vars } from '../../../../../styles/tokens.css.ts'

export const cv = style({ display: 'grid', gap: vars.space['3'], minWidth: 0, marginBlockStart: vars.space['2'] })

export const heading = style({ fontSize: vars.fontSize.lg })

export const sections = style({ display: 'grid', gap: vars.space['3'] })

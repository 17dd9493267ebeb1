import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/tokens.css.ts'

export const feed = style({ display: 'grid', gap: vars.space['1'], fontSize: vars.fontSize.sm })

export const hint = style({ color: vars.color.textMuted })

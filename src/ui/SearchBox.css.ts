import { style } from '@vanilla-extract/css'
import { vars } from '../styles/tokens.css.ts'

export const form = style({ display: 'flex', gap: vars.space['2'], minWidth: 0 })

export const input = style({ flex: '1 1 auto', minWidth: 0 })

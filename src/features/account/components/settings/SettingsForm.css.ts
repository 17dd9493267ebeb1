import { style } from '@vanilla-extract/css'
import { vars } from '../../../../styles/tokens.css.ts'

export const form = style({ display: 'grid', gap: vars.space['5'], maxWidth: '48rem', minWidth: 0 })

export const sections = style({ display: 'grid', gap: vars.space['3'] })

export const actions = style({ display: 'flex', justifyContent: 'flex-end' })

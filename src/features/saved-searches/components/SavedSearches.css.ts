import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/tokens.css.ts'

export const form = style({ display: 'grid', gap: vars.space['4'] })

export const section = style({ display: 'grid', gap: vars.space['4'], maxWidth: '48rem' })

export const heading = style({ fontSize: vars.fontSize.xl })

export const dropped = style({ color: vars.color.danger, fontSize: vars.fontSize.sm })

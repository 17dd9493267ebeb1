import { style } from '@vanilla-extract/css'
import { vars } from '../styles/tokens.css.ts'

export const section = style({ display: 'grid', gap: vars.space['4'], minWidth: 0 })

export const top = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', justifyContent: 'space-between', gap: vars.space['3'] })

export const heading = style({ fontSize: vars.fontSize.xl })

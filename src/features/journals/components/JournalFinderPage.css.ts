import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/tokens.css.ts'

// The finder's own filters; the screen's layout is ui/ListScreen's.

export const impactFactor = style({ display: 'grid', gap: vars.space['2'] })

export const slider = style({ width: '100%', minHeight: vars.touch, margin: 0, accentColor: vars.color.primary })

export const toggle = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], minHeight: vars.touch, cursor: 'pointer' })

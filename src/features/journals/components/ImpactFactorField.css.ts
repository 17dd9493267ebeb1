import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/tokens.css.ts'

// The finder's own filter; the screen's layout is ui/ListScreen's, its other fields the directory kit's.

export const impactFactor = style({ display: 'grid', gap: vars.space['2'] })

export const slider = style({ width: '100%', minHeight: vars.touch, margin: 0, accentColor: vars.color.primary })

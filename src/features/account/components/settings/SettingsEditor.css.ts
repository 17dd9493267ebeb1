import { style } from '@vanilla-extract/css'
import { vars } from '../../../../styles/tokens.css.ts'

export const pending = style({ display: 'grid', gap: vars.space['4'], maxWidth: '48rem' })

export const boxSkeleton = style({ height: '3.5rem' })

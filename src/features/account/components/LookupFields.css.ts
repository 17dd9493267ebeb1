import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/tokens.css.ts'

// Placeholders the size of a label and a control, so the form does not jump when the list arrives.
export const pending = style({ display: 'grid', gap: vars.space['1'] })
export const labelSkeleton = style({ width: '8rem', height: vars.fontSize.sm })
export const controlSkeleton = style({ height: vars.touch })
export const listSkeleton = style({ height: '15rem' })

export const picker = style({ display: 'grid', gap: vars.space['2'], minWidth: 0 })

import { style } from '@vanilla-extract/css'
import { vars } from '../styles/tokens.css.ts'

export const paragraphs = style({ display: 'grid', gap: vars.space['3'], whiteSpace: 'pre-line' })

export const points = style({ display: 'grid', gap: vars.space['5'], margin: 0, padding: 0, listStyle: 'none' })

export const point = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: vars.space['4'], alignItems: 'start' })

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 800,
})

export const pointHeading = style({ fontSize: vars.fontSize.lg, marginBlockEnd: vars.space['1'] })
export const pointText = style({ opacity: 0.92 })

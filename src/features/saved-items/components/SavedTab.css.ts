import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/tokens.css.ts'

export const section = style({ display: 'grid', gap: vars.space['6'], maxWidth: '48rem' })

export const heading = style({ fontSize: vars.fontSize.xl })

export const kindHeading = style({ fontSize: vars.fontSize.lg })

export const empty = style({ color: vars.color.textMuted })

export const group = style({ display: 'grid', gap: vars.space['2'] })

export const status = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: 600 })

export const calendar = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})

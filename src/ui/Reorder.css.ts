import { style } from '@vanilla-extract/css'
import { vars } from '../styles/tokens.css.ts'

export const list = style({ display: 'grid', gap: vars.space['3'], margin: 0, padding: 0, listStyle: 'none', minWidth: 0 })

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  minWidth: 0,
})

export const body = style({ flex: '1 1 14rem', minWidth: 0 })

export const moves = style({ display: 'flex', gap: vars.space['2'] })

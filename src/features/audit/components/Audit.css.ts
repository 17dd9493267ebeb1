import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/tokens.css.ts'

export const changes = style({
  display: 'grid',
  gap: vars.space['1'],
  margin: 0,
  paddingInlineStart: vars.space['4'],
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
})

export const field = style({ fontWeight: 700 })

export const timeline = style({ display: 'grid', gap: vars.space['3'] })

export const timelineTitle = style({ margin: 0, fontSize: vars.fontSize.xl })

export const entries = style({ display: 'grid', gap: vars.space['3'], margin: 0, padding: 0, listStyle: 'none' })


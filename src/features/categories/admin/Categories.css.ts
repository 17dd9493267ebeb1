import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/tokens.css.ts'

export const byline = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, maxWidth: '48rem' })

export const values = style({ display: 'grid', gap: vars.space['3'], margin: 0, padding: 0, listStyle: 'none', maxWidth: '56rem' })

export const name = style({ flex: '1 1 12rem', margin: 0, display: 'grid', gap: vars.space['1'], overflowWrap: 'anywhere' })

export const title = style({ fontWeight: 700 })

export const form = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space['3'], maxWidth: '56rem' })

export const grow = style({ flex: '1 1 14rem' })

export const dialogForm = style({ display: 'grid', gap: vars.space['4'] })

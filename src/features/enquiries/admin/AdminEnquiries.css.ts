import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/tokens.css.ts'

export const tools = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space['3'] })

export const texts = style({ display: 'grid', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' })

export const byline = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted })

export const form = style({ display: 'grid', gap: vars.space['4'] })

export const services = style({ display: 'grid', gap: vars.space['3'], margin: 0, padding: 0, listStyle: 'none', maxWidth: '48rem' })

export const serviceTitle = style({ flex: '1 1 12rem', margin: 0, fontWeight: 700, overflowWrap: 'anywhere' })

export const addForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space['3'], maxWidth: '48rem' })

export const grow = style({ flex: '1 1 16rem' })

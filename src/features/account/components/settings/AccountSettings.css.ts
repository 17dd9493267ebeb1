import { style } from '@vanilla-extract/css'
import { vars } from '../../../../styles/tokens.css.ts'

export const settings = style({ display: 'grid', minWidth: 0 })

// As the sections beside it (two-step sign-in, devices) draw theirs, with their space above it unless it comes first.
export const section = style({ display: 'grid', gap: vars.space['4'], maxWidth: '48rem', selectors: { '* + &': { marginBlockStart: vars.space['8'] } } })

export const heading = style({ fontSize: vars.fontSize.xl })

/** Three password boxes read best at a password's width, not the page's. */
export const passwordForm = style({ display: 'grid', gap: vars.space['4'], maxWidth: '28rem' })

export const actions = style({ display: 'flex', justifyContent: 'flex-end' })

import { style } from '@vanilla-extract/css'
import { vars } from '../../../../styles/tokens.css.ts'

export const settings = style({ display: 'grid', minWidth: 0 })

// As the sections beside it (two-step sign-in, devices) draw theirs; the first needs no space above it.
export const section = style({ display: 'grid', gap: vars.space['4'], maxWidth: '48rem' })

export const heading = style({ fontSize: vars.fontSize.xl })

/** Three password boxes read best at a password's width, not the page's. */
export const passwordForm = style({ display: 'grid', gap: vars.space['4'], maxWidth: '28rem' })

export const actions = style({ display: 'flex', justifyContent: 'flex-end' })

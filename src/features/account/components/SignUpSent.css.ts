import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/tokens.css.ts'

export const sent = style({ display: 'grid', gap: vars.space['5'] })

// The address is long and unbroken; it may wrap anywhere rather than push the panel wider than a phone.
export const where = style({ margin: 0, fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' })

export const next = style({ display: 'grid', gap: vars.space['2'] })

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg })

export const steps = style({ margin: 0, paddingInlineStart: vars.space['5'], display: 'grid', gap: vars.space['2'], color: vars.color.textMuted })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] })

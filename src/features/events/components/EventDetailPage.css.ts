import { style } from '@vanilla-extract/css'

/** A deadline's countdown, on a line of its own under its date. */
export const countdown = style({ display: 'block', fontWeight: 600 })

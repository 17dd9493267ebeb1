import { style } from '@vanilla-extract/css'

/** Holds the footer out of the first screen until the blocks under the hero arrive, so nothing in view moves. */
export const reserve = style({ minHeight: '100vh' })

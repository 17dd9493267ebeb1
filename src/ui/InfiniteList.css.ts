import { style } from '@vanilla-extract/css'
import { vars } from '../styles/tokens.css.ts'

export const wrapper = style({ display: 'grid', gap: vars.space['4'], minWidth: 0 })

export const list = style({ display: 'grid', gap: vars.space['4'], margin: 0, padding: 0, listStyle: 'none', minWidth: 0 })

export const state = style({ paddingBlock: vars.space['4'], textAlign: 'center', color: vars.color.textMuted })

/** A line's height, so the observer has a box to see. */
export const sentinel = style({ height: '1px' })

export const loadMore = style({ justifySelf: 'center' })

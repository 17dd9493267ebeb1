import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/tokens.css.ts'

/** A switch of a `toggles` field: its box and label on one line, as tall as a finger. */
/** 'Sort by' beside the list's heading: as wide as its longest choice. */
export const sort = style({ minWidth: '12rem' })

export const toggle = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], minHeight: vars.touch, cursor: 'pointer' })

import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/tokens.css.ts'

export const page = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['6'], minWidth: 0, maxWidth: '56rem' })

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space['3'] })

/** The file box: a file input is as wide as its browser makes it, so it is held to the screen's width. */
export const fileField = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['1'], minWidth: 0, maxWidth: '100%' })

export const fileInput = style({ width: '100%', minWidth: 0 })

export const progress = style({ width: '100%', height: '1rem', accentColor: vars.color.primary })

export const list = style({ display: 'grid', gap: vars.space['2'], margin: 0, paddingInlineStart: vars.space['5'], overflowWrap: 'anywhere' })

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm })

export const scroll = style({ overflowX: 'auto', minWidth: 0 })

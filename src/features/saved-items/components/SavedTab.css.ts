import { style } from '@vanilla-extract/css'
import { mq } from '../../../styles/media.ts'
import { vars } from '../../../styles/tokens.css.ts'

export const section = style({ display: 'grid', gap: vars.space['6'], maxWidth: '48rem' })

export const heading = style({ fontSize: vars.fontSize.xl })

export const kindHeading = style({ fontSize: vars.fontSize.lg })

export const empty = style({ color: vars.color.textMuted })

export const group = style({ display: 'grid', gap: vars.space['2'] })

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' })

/** The item's text over its buttons on a phone; the buttons to the right from 640 px. */
export const item = style({
  display: 'grid',
  gap: vars.space['2'],
  paddingBlock: vars.space['3'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': { [mq.sm]: { gridTemplateColumns: 'minmax(0, 1fr) auto', gap: vars.space['4'], alignItems: 'start' } },
})

export const text = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 })

export const title = style({ fontWeight: 700, color: vars.color.text, overflowWrap: 'anywhere' })

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' })

export const status = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: 600 })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] })

export const calendar = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})

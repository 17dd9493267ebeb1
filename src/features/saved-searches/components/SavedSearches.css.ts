import { style } from '@vanilla-extract/css'
import { mq } from '../../../styles/media.ts'
import { vars } from '../../../styles/tokens.css.ts'

export const form = style({ display: 'grid', gap: vars.space['4'] })

export const section = style({ display: 'grid', gap: vars.space['4'], maxWidth: '48rem' })

export const heading = style({ fontSize: vars.fontSize.xl })

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' })

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' })

/** The search's name and filters over its controls on a phone; the controls to the right from 640 px. */
export const item = style({
  display: 'grid',
  gap: vars.space['2'],
  paddingBlock: vars.space['3'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': { [mq.sm]: { gridTemplateColumns: 'minmax(0, 1fr) auto', gap: vars.space['4'], alignItems: 'start' } },
})

export const text = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 })

export const name = style({ fontWeight: 700, color: vars.color.text, overflowWrap: 'anywhere' })

export const dropped = style({ color: vars.color.danger, fontSize: vars.fontSize.sm })

export const controls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'end' })

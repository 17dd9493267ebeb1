import { style } from '@vanilla-extract/css'
import { mq } from '../styles/media.ts'
import { vars } from '../styles/tokens.css.ts'

// A list of rows, each a few lines of text with its controls (the dashboard's saved searches and saved items).

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' })

/** The row's text over its controls on a phone; the controls to the right from 640 px. */
export const row = style({
  display: 'grid',
  gap: vars.space['2'],
  paddingBlock: vars.space['3'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': { [mq.sm]: { gridTemplateColumns: 'minmax(0, 1fr) auto', gap: vars.space['4'], alignItems: 'start' } },
})

export const text = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 })

/** The row's name, a link to what it stands for. */
export const name = style({ fontWeight: 700, color: vars.color.text, overflowWrap: 'anywhere' })

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' })

export const controls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'end' })

import { style } from '@vanilla-extract/css'
import { mq } from '../../../styles/media.ts'
import { vars } from '../../../styles/tokens.css.ts'

export const filters = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11rem), 1fr))',
  alignItems: 'end',
})

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] })

export const count = style({ margin: 0, fontWeight: 700 })

export const rows = style({ display: 'grid', gap: vars.space['3'], margin: 0, padding: 0, listStyle: 'none' })

/** A card per account on phones; from md, the same facts side by side. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space['3'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
})

export const rowFacts = style({
  display: 'grid',
  gap: vars.space['1'],
  minWidth: 0,
  '@media': { [mq.md]: { gridTemplateColumns: 'minmax(0, 2fr) repeat(4, minmax(0, 1fr))', alignItems: 'center', gap: vars.space['3'] } },
})

export const name = style({ fontWeight: 700, overflowWrap: 'anywhere' })

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' })

export const check = style({ width: '1.25rem', height: '1.25rem', marginTop: vars.space['1'] })

export const paging = style({ display: 'flex', gap: vars.space['3'], alignItems: 'center', justifyContent: 'center' })

export const sections = style({ display: 'grid', gap: vars.space['4'], '@media': { [mq.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } })

export const box = style({
  display: 'grid',
  gap: vars.space['2'],
  alignContent: 'start',
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  minWidth: 0,
})

export const boxTitle = style({ margin: 0, fontSize: vars.fontSize.lg })

export const plain = style({ display: 'grid', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' })

export const form = style({ display: 'grid', gap: vars.space['4'] })

import { createVar, globalStyle, style } from '@vanilla-extract/css'
import { mq } from '../../../styles/media.ts'
import { vars } from '../../../styles/tokens.css.ts'

/** The panel's body: its padding and hiding come from Disclosure. */
export const body = style({ display: 'grid', gap: vars.space['4'] })

export const intro = style({ color: vars.color.textMuted })
export const note = style({ fontWeight: 600 })

export const form = style({ display: 'grid', gap: vars.space['4'] })

export const limits = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  '@media': { [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', alignItems: 'end' } },
})
globalStyle(`${limits} > legend`, { marginBlockEnd: vars.space['2'] })

export const toggle = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], minHeight: vars.touch, cursor: 'pointer' })

export const privacy = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const submit = style({ justifySelf: 'start' })

export const results = style({ display: 'grid', gap: vars.space['4'], minWidth: 0 })

export const status = style({ color: vars.color.textMuted })

export const resultsHeading = style({ fontSize: vars.fontSize.lg })

export const ranked = style({ display: 'grid', gap: vars.space['4'], margin: 0, padding: 0, listStyle: 'none' })

export const reasons = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceAlt,
  fontSize: vars.fontSize.sm,
})

export const score = style({ display: 'grid', gap: vars.space['1'], fontWeight: 700 })

/** The score's share of the bar, set per card. */
export const scoreWidth = createVar()

export const bar = style({ display: 'block', height: '0.5rem', borderRadius: vars.radius.pill, backgroundColor: vars.color.skeleton, overflow: 'hidden' })

export const barFill = style({ display: 'block', height: '100%', width: scoreWidth, backgroundColor: vars.color.primary })

export const why = style({ fontWeight: 700 })

export const reasonList = style({ display: 'grid', gap: vars.space['2'], margin: 0 })
globalStyle(`${reasonList} dt`, { color: vars.color.textMuted, fontWeight: 600 })
globalStyle(`${reasonList} dd`, { margin: 0, overflowWrap: 'anywhere' })

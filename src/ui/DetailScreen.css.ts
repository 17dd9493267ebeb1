import { style } from '@vanilla-extract/css'
import { mq } from '../styles/media.ts'
import { vars } from '../styles/tokens.css.ts'
import { accentRule } from '../styles/utilities.css.ts'

// A screen about one item (a vacancy, an event): a single readable column on every screen width.

export const page = style({ paddingBlock: vars.space['8'], '@media': { [mq.md]: { paddingBlock: vars.space['12'] } } })

export const column = style({ display: 'grid', gap: vars.space['6'], maxWidth: '46rem', marginInline: 'auto', minWidth: 0 })

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  justifySelf: 'start',
  minHeight: vars.touch,
  color: vars.color.primary,
  fontWeight: 600,
})

export const header = style({ display: 'grid', gap: vars.space['2'], minWidth: 0 })

export const title = style([
  accentRule,
  { fontSize: vars.fontSize['2xl'], fontWeight: 800, overflowWrap: 'anywhere', '@media': { [mq.md]: { fontSize: vars.fontSize['3xl'] } } },
])

/** Who offers it, under the title: the employer, the organiser. */
export const subtitle = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, fontWeight: 600, overflowWrap: 'anywhere' })

/** A badge, a button or a row of them, at the start of the column rather than across it. */
export const start = style({ justifySelf: 'start' })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'center' })

/** A description as staff wrote it: plain text, its line breaks kept. */
export const description = style({ fontSize: vars.fontSize.lg, lineHeight: 1.7, whiteSpace: 'pre-line', overflowWrap: 'anywhere' })

export const titleSkeleton = style({ height: '2.5rem', width: '70%' })

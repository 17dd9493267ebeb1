import { style } from '@vanilla-extract/css'
import { mq } from '../../../styles/media.ts'
import { vars } from '../../../styles/tokens.css.ts'

export const page = style({ display: 'grid', gap: vars.space['6'], maxWidth: '56rem' })

export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: 800, '@media': { [mq.md]: { fontSize: vars.fontSize['3xl'] } } })

/** One column on phones, two from 768 px; long fields span both. */
export const form = style({
  display: 'grid',
  // A field beside one with a message keeps its own height.
  alignItems: 'start',
  gap: vars.space['4'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  '@media': { [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space['6'], padding: vars.space['6'] } },
})

export const wide = style({ display: 'grid', gap: vars.space['2'], minWidth: 0, '@media': { [mq.md]: { gridColumn: '1 / -1' } } })

/** A group of fields under a legend (a salary, a deadline), two to a row from 640 px. */
export const group = style([
  wide,
  {
    gap: vars.space['3'],
    margin: 0,
    padding: vars.space['3'],
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    '@media': { [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  },
])

export const legend = style({ paddingInline: vars.space['1'], fontWeight: 600, fontSize: vars.fontSize.sm })

export const toggle = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], minHeight: vars.touch, fontWeight: 600, gridColumn: '1 / -1' })

export const checkbox = style({ width: '1.125rem', height: '1.125rem', accentColor: vars.color.primary })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], '@media': { [mq.md]: { gridColumn: '1 / -1' } } })

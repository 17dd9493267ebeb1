import { style } from '@vanilla-extract/css'
import { mq } from '../../../styles/media.ts'
import { vars } from '../../../styles/tokens.css.ts'

export const organiser = style({ color: vars.color.textMuted, fontWeight: 600, overflowWrap: 'anywhere' })

export const badge = style({ alignSelf: 'flex-start' })

/** Dates and deadlines read best on one line of their own across both columns. */
export const wide = style({ '@media': { [mq.sm]: { gridColumn: '1 / -1' } } })

export const ownClock = style({ display: 'block', color: vars.color.textMuted })

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  // The card stays a summary; the event's site has the rest.
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
})

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'center' })

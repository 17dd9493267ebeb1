import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/tokens.css.ts'

export const organiser = style({ color: vars.color.textMuted, fontWeight: 600, overflowWrap: 'anywhere' })

/** When it starts, and the 'Demo' label beside it on a demo event. */
export const badges = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', alignSelf: 'flex-start', gap: vars.space['2'] })

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

import { style, styleVariants } from '@vanilla-extract/css'
import { mq } from '../../../styles/media.ts'
import { vars } from '../../../styles/tokens.css.ts'

/**
 * The messages' own scrolling box. Its one child is laid out from the bottom (column-reverse), so it opens at the
 * newest message, stays there as new ones come, and keeps its place when older pages are put on top.
 */
export const scroller = style({
  flex: '1 1 auto',
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column-reverse',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingInline: vars.space['3'],
  paddingBlock: vars.space['3'],
  outlineOffset: '-3px',
  '@media': { [mq.md]: { paddingInline: vars.space['5'] } },
})

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], margin: 0, padding: 0, listStyle: 'none' })

export const row = styleVariants({
  incoming: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start' },
  outgoing: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end' },
})

export const state = style({ margin: 0, paddingBlock: vars.space['2'], textAlign: 'center', color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const sentinel = style({ height: '1px' })

export const seen = style({ margin: 0, marginBlockStart: vars.space['1'], fontSize: vars.fontSize.xs, color: vars.color.textMuted })

export const typing = style({ margin: 0, marginBlockStart: vars.space['3'], fontSize: vars.fontSize.sm, fontStyle: 'italic', color: vars.color.textMuted })

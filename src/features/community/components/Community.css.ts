import { globalStyle, style } from '@vanilla-extract/css'
import { mq } from '../../../styles/media.ts'
import { iconButton } from '../../../ui/icon-button.css.ts'
import { vars } from '../../../styles/tokens.css.ts'

// The research community: the search and the new-post form in the left column from 1024 px (above the feed on
// phones; the layout is the list screens'), the feed of post cards, and the comments dialog.

export const form = style({ display: 'grid', gap: vars.space['3'], minWidth: 0 })

export const formActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], justifyContent: 'flex-end' })

export const feed = style({ display: 'grid', gap: vars.space['4'], minWidth: 0 })

/** The reader's own posts that wait to be sent, above the feed's list and spaced as it is. */
export const pendingList = style([feed, { margin: 0, padding: 0, listStyle: 'none' }])

export const post = style({ padding: vars.space['4'], '@media': { [mq.sm]: { padding: vars.space['6'] } } })

/** A post or comment waiting in the outbox: the writer's own, outlined rather than plain. */
export const pending = style({ borderStyle: 'dashed', borderColor: vars.color.primary })

export const head = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space['2'], minWidth: 0 })

export const byline = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: vars.space['2'], minWidth: 0 })

export const author = style({ fontWeight: 700, overflowWrap: 'anywhere' })

export const time = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const postTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700, overflowWrap: 'anywhere' })

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] })

/** Like and Comments: an icon and a count. */
export const countButton = style({ paddingInline: vars.space['3'] })

/** The heart of a post the reader likes, filled. */
export const liked = style({ color: vars.color.primary })
globalStyle(`${liked} svg`, { fill: 'currentColor' })

export const status = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: 600 })

export const refused = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: 600 })

// The ⋯ menu: Delete for the author and staff, Flag for everyone else.

export const menuTrigger = style([
  iconButton,
  {
    flexShrink: 0,
    color: vars.color.textMuted,
    cursor: 'pointer',
    selectors: { '&:hover, &[data-state="open"]': { backgroundColor: vars.color.surfaceAlt, color: vars.color.text } },
  },
])

export const menu = style({
  // Above the comments dialog, which opens over the page's overlay.
  zIndex: `calc(${vars.z.overlay} + 1)`,
  minWidth: '12rem',
  padding: vars.space['1'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
})

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.touch,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    // The highlighted item is the focused one: shown by its fill and, for keyboard users, the focus ring's colour.
    '&[data-highlighted]': { backgroundColor: vars.color.surfaceAlt, boxShadow: `inset 0 0 0 2px ${vars.color.focus}` },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
  },
})

export const menuDanger = style([menuItem, { color: vars.color.danger }])

export const menuLabel = style({ paddingInline: vars.space['3'], paddingBlock: vars.space['1'], fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontWeight: 600 })

export const menuSeparator = style({ height: '1px', marginBlock: vars.space['1'], backgroundColor: vars.color.border })

// The comments dialog: wider than the other dialogs, its list scrolling in a box of about 24rem.

export const commentsDialog = style({
  width: 'min(40rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100dvh - 2rem)',
  overflowY: 'auto',
})

export const dialogHead = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space['3'] })

export const dialogSubtitle = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' })

export const commentBox = style({
  maxHeight: '24rem',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space['2'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})

export const commentList = style({ display: 'grid', gap: vars.space['3'], margin: 0, padding: 0, listStyle: 'none', minWidth: 0 })

export const comment = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceAlt,
  minWidth: 0,
})

export const replies = style({
  display: 'grid',
  gap: vars.space['2'],
  marginInlineStart: vars.space['3'],
  paddingInlineStart: vars.space['3'],
  borderInlineStart: `2px solid ${vars.color.border}`,
  minWidth: 0,
})

export const reply = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 })

export const commentForm = style({ display: 'grid', gap: vars.space['2'], minWidth: 0 })

export const commentFormRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space['2'], minWidth: 0 })

export const commentInput = style({ flex: '1 1 auto', minWidth: 0, minHeight: vars.touch, resize: 'vertical' })

export const fieldError = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: 500 })

import { style } from '@vanilla-extract/css'
import { mq } from '../../../styles/media.ts'
import { vars } from '../../../styles/tokens.css.ts'
import { accentRule } from '../../../styles/utilities.css.ts'
import { floatingIconButton } from '../../../ui/icon-button.css.ts'

export const parts = style({ display: 'grid', gap: vars.space['12'], '@media': { [mq.md]: { gap: vars.space['16'] } } })

/** Stacked on phones (picture first); side by side from tablets, alternating sides. */
export const part = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'center',
  '@media': { [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['10'] } },
})

export const mediaAtEnd = style({})

const placedAtEnd = { '@media': { [mq.md]: { selectors: { [`${mediaAtEnd} &`]: { order: 2 } } } } }

export const media = style({
  width: '100%',
  height: 'auto',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  backgroundColor: vars.color.skeleton,
  ...placedAtEnd,
})

/** The film with its play and pause button in a corner. */
export const film = style({ position: 'relative', ...placedAtEnd })

export const filmToggle = style([floatingIconButton, {
  position: 'absolute',
  insetBlockEnd: vars.space['3'],
  insetInlineEnd: vars.space['3'],
}])

export const videoFrame = style({ aspectRatio: '16 / 9', width: '100%' })
export const imageFrame = style({ aspectRatio: '4 / 3', width: '100%' })

export const text = style({ display: 'grid', gap: vars.space['4'], minWidth: 0 })
export const heading = style({ fontSize: vars.fontSize.xl, '@media': { [mq.md]: { fontSize: vars.fontSize['2xl'] } } })

/** The block's title, styled like the other sections' headings. */
export const title = style([
  accentRule,
  { fontSize: vars.fontSize['2xl'], fontWeight: 800, '@media': { [mq.md]: { fontSize: vars.fontSize['3xl'] } } },
])
export const headingSkeleton = style({ height: '1.75rem', width: '60%', marginBlockEnd: vars.space['3'] })
export const empty = style({ textAlign: 'center', color: vars.color.textMuted })

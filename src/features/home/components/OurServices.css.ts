import { style } from '@vanilla-extract/css'
import { mq } from '../../../styles/media.ts'
import { vars } from '../../../styles/tokens.css.ts'

export const introSkeleton = style({ display: 'grid', justifyItems: 'center', gap: vars.space['2'], maxWidth: '36rem', marginInline: 'auto', marginBlockEnd: vars.space['8'] })
export const headingSkeleton = style({ height: '2.25rem', width: '14rem' })

export const groups = style({ display: 'grid', gap: vars.space['10'] })

export const groupTitle = style({
  marginBlockEnd: vars.space['4'],
  fontSize: vars.fontSize.lg,
  color: vars.color.primary,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
})

/** One column on phones, two on tablets, then three (free) or four (premium) on desktop. */
export const grid = style({
  display: 'grid',
  gap: vars.space['5'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})
export const free = style({ '@media': { [mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } })
export const premium = style({ '@media': { [mq.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } } })

export const item = style({ display: 'flex' })
export const card = style({ flex: 1 })
export const premiumCard = style({ borderBlockStart: `4px solid ${vars.color.accent}` })

export const icon = style({ width: '3rem', height: '3rem', objectFit: 'contain' })
export const title = style({ fontSize: vars.fontSize.lg })
export const text = style({ color: vars.color.textMuted, flex: 1 })

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: '0.4em',
  minHeight: vars.touch,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
})

export const cardSkeleton = style({ height: '14rem', borderRadius: vars.radius.lg })
export const empty = style({ textAlign: 'center', color: vars.color.textMuted })

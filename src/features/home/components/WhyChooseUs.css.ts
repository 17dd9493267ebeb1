import { style } from '@vanilla-extract/css'
import { mq } from '../../../styles/media.ts'
import { vars } from '../../../styles/tokens.css.ts'

export const layout = style({
  display: 'grid',
  gap: vars.space['8'],
  alignItems: 'center',
  '@media': { [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['12'] } },
})

export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
})

export const copy = style({ display: 'grid', gap: vars.space['5'], minWidth: 0 })
export const headingSkeleton = style({ height: '2.25rem', width: '60%', marginBlockEnd: vars.space['4'] })

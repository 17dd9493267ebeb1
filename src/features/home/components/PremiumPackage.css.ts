import { style } from '@vanilla-extract/css'
import { mq } from '../../../styles/media.ts'
import { vars } from '../../../styles/tokens.css.ts'
import { accentRule } from '../../../styles/utilities.css.ts'

export const layout = style({
  display: 'grid',
  gap: vars.space['8'],
  alignItems: 'center',
  '@media': { [mq.md]: { gridTemplateColumns: '1fr auto', gap: vars.space['12'] } },
})

export const copy = style({ display: 'grid', gap: vars.space['5'], minWidth: 0 })

export const heading = style([
  accentRule,
  { fontSize: vars.fontSize['2xl'], fontWeight: 800, letterSpacing: '0.04em', '@media': { [mq.md]: { fontSize: vars.fontSize['3xl'] } } },
])

export const paragraphs = style({ display: 'grid', gap: vars.space['3'], color: vars.color.inverseMuted, fontSize: vars.fontSize.lg, whiteSpace: 'pre-line' })
export const lineSkeleton = style({ opacity: 0.35 })

export const buy = style({
  justifySelf: 'start',
  minWidth: '10rem',
  fontSize: vars.fontSize.lg,
  '@media': { [mq.md]: { justifySelf: 'end' } },
})

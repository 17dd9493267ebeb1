import { style } from '@vanilla-extract/css'
import { mq } from '../../../styles/media.ts'
import { vars } from '../../../styles/tokens.css.ts'

export const screen = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['4'],
  paddingBlock: vars.space['16'],
  textAlign: 'center',
})

export const code = style({
  fontSize: '4.5rem',
  fontWeight: 800,
  lineHeight: 1,
  color: vars.color.primary,
  '@media': { [mq.md]: { fontSize: '6rem' } },
})

export const title = style({ fontSize: vars.fontSize['2xl'], '@media': { [mq.md]: { fontSize: vars.fontSize['3xl'] } } })
export const text = style({ maxWidth: '34rem', color: vars.color.textMuted, display: 'grid', gap: vars.space['2'] })
export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space['3'], marginBlockStart: vars.space['2'] })

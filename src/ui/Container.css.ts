import { style } from '@vanilla-extract/css'
import { mq } from '../styles/media.ts'
import { vars } from '../styles/tokens.css.ts'

export const container = style({
  width: '100%',
  maxWidth: vars.contentWidth,
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  '@media': { [mq.sm]: { paddingInline: vars.space['6'] } },
})

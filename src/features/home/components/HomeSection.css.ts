import { style, styleVariants } from '@vanilla-extract/css'
import { mq } from '../../../styles/media.ts'
import { vars } from '../../../styles/tokens.css.ts'

export const section = style({
  paddingBlock: vars.space['12'],
  '@media': { [mq.md]: { paddingBlock: vars.space['16'] } },
})

export const tone = styleVariants({
  plain: {},
  tinted: { backgroundColor: vars.color.surfaceAlt },
  inverse: { backgroundColor: vars.color.inverseBg, color: vars.color.inverseText },
})

import { style } from '@vanilla-extract/css'
import { mq } from '../../../styles/media.ts'
import { vars } from '../../../styles/tokens.css.ts'

export const page = style({ paddingBlock: vars.space['10'], '@media': { [mq.md]: { paddingBlock: vars.space['16'] } } })

export const heading = style({
  marginBlockEnd: vars.space['6'],
  fontSize: vars.fontSize['2xl'],
  fontWeight: 800,
  '@media': { [mq.md]: { fontSize: vars.fontSize['3xl'] } },
})

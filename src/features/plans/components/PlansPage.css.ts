import { style } from '@vanilla-extract/css'
import { mq } from '../../../styles/media.ts'
import { vars } from '../../../styles/tokens.css.ts'

export const page = style({ paddingBlock: vars.space['10'], '@media': { [mq.md]: { paddingBlock: vars.space['16'] } } })

export const heading = style({
  marginBlockEnd: vars.space['8'],
  fontSize: vars.fontSize['2xl'],
  fontWeight: 800,
  textAlign: 'center',
  '@media': { [mq.md]: { fontSize: vars.fontSize['3xl'] } },
})

export const grid = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mq.lg]: { gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))' },
  },
})

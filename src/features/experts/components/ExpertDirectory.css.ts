import { style } from '@vanilla-extract/css'
import { mq } from '../../../styles/media.ts'
import { vars } from '../../../styles/tokens.css.ts'

/** The subject and the search box: one above the other on phones, side by side from 768 px. */
export const bar = style({
  display: 'grid',
  gap: vars.space['3'],
  alignItems: 'end',
  marginBlockEnd: vars.space['6'],
  '@media': { [mq.md]: { gridTemplateColumns: 'minmax(12rem, 18rem) minmax(0, 1fr)', gap: vars.space['4'] } },
})

export { cardGrid as grid } from '../../../ui/card-grid.css.ts'

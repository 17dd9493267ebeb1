import { style } from '@vanilla-extract/css'
import { mq } from '../styles/media.ts'
import { vars } from '../styles/tokens.css.ts'

/** A list of cards: one to a row on phones, two from 640 px, three from 1024 px. */
export const cardGrid = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
  '@media': {
    [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
})

/** The same with a fourth column from 1280 px, for small cards on wide screens. */
export const wideCardGrid = style([cardGrid, { '@media': { 'screen and (min-width: 1280px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } } }])

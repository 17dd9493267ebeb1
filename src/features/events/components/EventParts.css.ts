import { style } from '@vanilla-extract/css'
import { mq } from '../../../styles/media.ts'
import { vars } from '../../../styles/tokens.css.ts'

/** Dates and deadlines read best on one line of their own across both columns. */
export const wide = style({ '@media': { [mq.sm]: { gridColumn: '1 / -1' } } })

export const ownClock = style({ display: 'block', color: vars.color.textMuted })

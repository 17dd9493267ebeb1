import { style } from '@vanilla-extract/css'
import { mq } from '../../../../styles/media.ts'
import { vars } from '../../../../styles/tokens.css.ts'

export const section = style({ display: 'grid', gap: vars.space['4'], maxWidth: '48rem' })

export const heading = style({ fontSize: vars.fontSize.xl })

export const empty = style({ color: vars.color.textMuted })

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' })

/** Text over its date on a phone; the date to the right from 640 px. */
export const item = style({
  display: 'grid',
  gap: vars.space['1'],
  paddingBlock: vars.space['3'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': { [mq.sm]: { gridTemplateColumns: 'minmax(0, 1fr) auto', gap: vars.space['4'] } },
})

export const time = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' })

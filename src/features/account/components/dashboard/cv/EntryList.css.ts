import { style } from '@vanilla-extract/css'
import { mq } from '../../../../../styles/media.ts'
import { vars } from '../../../../../styles/tokens.css.ts'

export const wrapper = style({ display: 'grid', gap: vars.space['3'] })

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['3'] })

/** The entry's fields and its Remove button: stacked on a phone, side by side from 640 px. */
export const entry = style({
  display: 'grid',
  gap: vars.space['2'],
  alignItems: 'end',
  paddingBlockEnd: vars.space['3'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
  minWidth: 0,
  '@media': { [mq.sm]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
})

export const remove = style({ justifySelf: 'start' })

export const empty = style({ color: vars.color.textMuted })

export const add = style({ justifySelf: 'start' })

export const record = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  gap: vars.space['3'],
  '@media': { [mq.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
})

export const legend = style({ padding: 0, marginBlockEnd: vars.space['2'], fontWeight: 700, fontSize: vars.fontSize.sm })

import { style } from '@vanilla-extract/css'
import { mq } from '../../../../styles/media.ts'
import { vars } from '../../../../styles/tokens.css.ts'

export const page = style({
  display: 'grid',
  gap: vars.space['6'],
  paddingBlock: vars.space['8'],
  '@media': { [mq.md]: { paddingBlock: vars.space['12'] } },
})

export const title = style({ fontSize: vars.fontSize['2xl'], fontWeight: 800, '@media': { [mq.md]: { fontSize: vars.fontSize['3xl'] } } })

export const intro = style({ display: 'grid', gap: vars.space['2'] })

export const lead = style({ color: vars.color.textMuted, maxWidth: '48rem' })

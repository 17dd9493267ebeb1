import { style } from '@vanilla-extract/css'
import { mq } from '../../../styles/media.ts'
import { vars } from '../../../styles/tokens.css.ts'

export const page = style({ display: 'grid', gap: vars.space['4'], minWidth: 0 })

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['3'] })

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 800, overflowWrap: 'anywhere', '@media': { [mq.md]: { fontSize: vars.fontSize['2xl'] } } })

export const subtitle = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' })

// The conversation in a box of its own height, so its messages scroll there and the answer box stays in view.
export const box = style({
  display: 'flex',
  flexDirection: 'column',
  height: `calc(100dvh - ${vars.headerHeight} - 12rem)`,
  minHeight: '24rem',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
})

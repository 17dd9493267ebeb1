import { style } from '@vanilla-extract/css'
import { mq } from '../../../styles/media.ts'
import { vars } from '../../../styles/tokens.css.ts'

export const screen = style({
  display: 'grid',
  justifyItems: 'center',
  paddingBlock: vars.space['8'],
  '@media': { [mq.md]: { paddingBlock: vars.space['12'] } },
})

export const panel = style({
  width: '100%',
  maxWidth: '30rem',
  display: 'grid',
  gap: vars.space['5'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  '@media': { [mq.md]: { padding: vars.space['8'] } },
  selectors: { '&[data-wide]': { maxWidth: '40rem' } },
})

export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], lineHeight: vars.lineHeight.tight, color: vars.color.text })

export const intro = style({ margin: 0, color: vars.color.textMuted })

export const form = style({ display: 'grid', gap: vars.space['4'] })

export const footer = style({ margin: 0, textAlign: 'center', color: vars.color.textMuted })

export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space['3'], flexWrap: 'wrap', alignItems: 'center' })

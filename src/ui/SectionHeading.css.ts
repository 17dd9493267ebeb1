import { style } from '@vanilla-extract/css'
import { mq } from '../styles/media.ts'
import { vars } from '../styles/tokens.css.ts'
import { accentRule } from '../styles/utilities.css.ts'

export const wrapper = style({
  display: 'grid',
  gap: vars.space['3'],
  marginBlockEnd: vars.space['8'],
  maxWidth: '48rem',
})

/** Inside a layout that spaces its own children. */
export const flush = style({ marginBlockEnd: 0 })

export const centered = style({ marginInline: 'auto', textAlign: 'center', justifyItems: 'center' })

export const heading = style([
  accentRule,
  {
    fontSize: vars.fontSize['2xl'],
    fontWeight: 800,
    '@media': { [mq.md]: { fontSize: vars.fontSize['3xl'] } },
    selectors: { [`${centered} &::after`]: { marginInline: 'auto' } },
  },
])

export const intro = style({ fontSize: vars.fontSize.lg, color: 'inherit', opacity: 0.92, whiteSpace: 'pre-line' })

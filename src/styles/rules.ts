import type { StyleRule } from '@vanilla-extract/css'
import { vars } from './tokens.css.ts'

// Rules several styles are made of, spread into them: they produce the same CSS as if written out each time.

/** A touch-sized square that centres the one icon or picture it holds: the header's menu button and avatar. */
export const touchBox = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.touch,
  height: vars.touch,
} as const

/** Hidden on screen yet read by screen readers until `query` matches; from then on shown, as `shown` adds. */
export const hiddenUntil = (query: string, shown: StyleRule = {}): StyleRule => ({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  '@media': { [query]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto', ...shown } },
})

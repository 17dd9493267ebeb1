import { style } from '@vanilla-extract/css'
import { mq } from '../styles/media.ts'
import { vars } from '../styles/tokens.css.ts'

// A settings section listing the member's devices: signed-in devices, and those that take notifications.

export const section = style({ display: 'grid', gap: vars.space['4'], maxWidth: '48rem', marginBlockStart: vars.space['8'] })

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['3'] })

export const heading = style({ fontSize: vars.fontSize.xl })

export const intro = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' })

/** The device over its last use on a phone; the button to the right from 640 px. */
export const item = style({
  display: 'grid',
  gap: vars.space['2'],
  paddingBlock: vars.space['3'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': { [mq.sm]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center', gap: vars.space['4'] } },
})

export const device = style({ fontWeight: 600, overflowWrap: 'anywhere' })

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const current = style({
  display: 'inline-block',
  marginInlineStart: vars.space['2'],
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.infoBg,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
})

/** Its own width under the device on a phone, rather than a full-width bar under every row. */
export const action = style({ justifySelf: 'start' })

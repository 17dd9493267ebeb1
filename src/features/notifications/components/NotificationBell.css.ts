import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/tokens.css.ts'

export const content = style({
  // Above the phone menu's overlay, which can hold the bell too.
  zIndex: `calc(${vars.z.overlay} + 1)`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  // Never wider than a 360 px screen less the collision padding on both sides.
  width: `min(24rem, calc(100vw - 2rem))`,
  maxHeight: 'min(32rem, var(--radix-popover-content-available-height))',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
})

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['2'] })
export const title = style({ fontSize: vars.fontSize.lg, fontWeight: 700 })
export const markAll = style({ paddingInline: vars.space['3'], color: vars.color.primary })

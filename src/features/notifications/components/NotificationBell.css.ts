import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../../styles/tokens.css.ts'
import { iconButton } from '../../../ui/icon-button.css.ts'
import { menuRow } from '../../../ui/menu-row.css.ts'

// The bar's bell sits on the tinted header, the labelled row on the white phone menu: each hovers to the other tone.
export const trigger = styleVariants({
  icon: [iconButton, { position: 'relative', flexShrink: 0, selectors: { '&:hover': { backgroundColor: vars.color.surface } } }],
  labelled: [menuRow],
})

// Coral with white text (5.2:1; navy on light coral in the dark theme), ringed so it stands off the bell.
const badgeBase = style({
  minWidth: '1.25rem',
  height: '1.25rem',
  paddingInline: vars.space['1'],
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accentStrong,
  color: vars.color.onAccent,
  fontSize: '0.75rem',
  fontWeight: 700,
  lineHeight: '1.25rem',
  textAlign: 'center',
})

export const badge = styleVariants({
  icon: [badgeBase, { position: 'absolute', insetBlockStart: '2px', insetInlineEnd: '2px', boxShadow: `0 0 0 2px ${vars.color.surface}` }],
  labelled: [badgeBase, { marginInlineStart: 'auto' }],
})

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

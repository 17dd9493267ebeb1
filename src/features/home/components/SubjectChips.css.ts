import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../../styles/tokens.css.ts'
import { iconButton } from '../../../ui/icon-button.css.ts'

const loop = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } })

export const strip = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  paddingBlock: vars.space['2'],
  paddingInlineEnd: vars.space['1'],
  backgroundColor: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
})

export const viewport = style({ flex: '1 1 auto', minWidth: 0 })

export const marquee = style({
  overflow: 'hidden',
  // Chips fade in and out at the edges instead of being cut.
  maskImage: 'linear-gradient(to right, transparent, #000 1.5rem, #000 calc(100% - 1.5rem), transparent)',
})

/** With reduced motion the strip is a plain row the user scrolls sideways. */
export const scroller = style({ overflowX: 'auto', paddingInline: vars.space['3'], scrollbarWidth: 'thin' })

export const track = style({
  display: 'flex',
  width: 'max-content',
  // Until the strip has measured itself (see SubjectChips.tsx), which sets the duration inline.
  animation: `${loop} 120s linear infinite`,
  selectors: {
    // Hovering or focusing a chip holds it still so it can be read and chosen.
    '&:hover, &:focus-within': { animationPlayState: 'paused' },
  },
})

export const stopped = style({ animationPlayState: 'paused' })

export const list = style({
  display: 'flex',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  paddingInlineEnd: vars.space['2'],
  listStyle: 'none',
})

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.touch,
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.bg,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.primary, color: vars.color.primary },
  },
})

export const skeleton = style({ flex: 1, height: vars.touch, borderRadius: vars.radius.pill })

export const toggle = style([iconButton, {
  flexShrink: 0,
}])

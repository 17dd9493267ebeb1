import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css'
import { mq } from '../styles/media.ts'
import { vars } from '../styles/tokens.css.ts'

const slideIn = keyframes({ from: { transform: 'translateY(100%)', opacity: 0 }, to: { transform: 'none', opacity: 1 } })
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } })
const runDown = keyframes({ from: { transform: 'scaleX(1)' }, to: { transform: 'scaleX(0)' } })

export const viewport = style({
  position: 'fixed',
  insetInline: vars.space['3'],
  // Above the floating 'Chat with us' button (3.5 rem plus its 1 rem margin), never over it.
  bottom: `calc(5rem + env(safe-area-inset-bottom))`,
  zIndex: vars.z.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  outline: 'none',
  '@media': { [mq.sm]: { insetInline: 'auto', right: vars.space['4'], bottom: '5.5rem', width: '24rem' } },
})

export const toast = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  borderInlineStart: '4px solid',
  selectors: {
    '&[data-state="open"]': { animation: `${slideIn} 200ms ease-out` },
    '&[data-state="closed"]': { animation: `${fadeOut} 150ms ease-in forwards` },
  },
})

export const tone = styleVariants({
  error: { borderColor: vars.color.danger },
  success: { borderColor: vars.color.success },
  info: { borderColor: vars.color.primary },
})

export const title = style({ fontWeight: 700 })
export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], justifyContent: 'flex-end' })

export const progressDuration = createVar()

// Radix stops a toast's timer while the pointer or focus is in the toast region; the bar stops with it.
export const progress = style({
  height: '4px',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.primary,
  transformOrigin: 'left',
  animation: `${runDown} ${progressDuration} linear forwards`,
  selectors: { [`${viewport}:hover &, ${viewport}:focus-within &`]: { animationPlayState: 'paused' } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})

import { globalStyle, style } from '@vanilla-extract/css'
import { mq, reducedMotion } from '../../../styles/media.ts'
import { hiddenUntil } from '../../../styles/rules.ts'
import { vars } from '../../../styles/tokens.css.ts'

export const chat = style({
  position: 'fixed',
  right: `calc(${vars.space['4']} + env(safe-area-inset-right))`,
  bottom: `calc(${vars.space['4']} + env(safe-area-inset-bottom))`,
  // Under every overlay: a dialog's backdrop dims it, and it is gone while one is open (below).
  zIndex: vars.z.floating,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minWidth: '3.5rem',
  height: '3.5rem',
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 700,
  textDecoration: 'none',
  boxShadow: vars.shadow.lg,
  transition: 'opacity 150ms ease-out',
  selectors: {
    '&:hover': { backgroundColor: vars.color.primaryHover, color: vars.color.onPrimary },
    // A control or text of the page is under it (use-steps-aside.ts): out of sight and out of the way until the page
    // scrolls it clear. A keyboard user who tabs to it still sees it.
    '&[data-covering]:not(:focus-visible)': { opacity: 0, pointerEvents: 'none' },
  },
  '@media': { [reducedMotion]: { transition: 'none' } },
})

// A modal dialog hides the rest of the page from assistive technology (radix marks it aria-hidden); the link goes with
// it, so it never sits over a dialog or its backdrop.
globalStyle(`[aria-hidden="true"] ${chat}, [inert] ${chat}`, { visibility: 'hidden' })

// Icon only on phones, where a labelled pill would cover content; the words stay for screen readers.
export const label = style(hiddenUntil(mq.sm))

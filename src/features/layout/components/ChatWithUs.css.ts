import { style } from '@vanilla-extract/css'
import { mq } from '../../../styles/media.ts'
import { hiddenUntil } from '../../../styles/rules.ts'
import { vars } from '../../../styles/tokens.css.ts'

export const chat = style({
  position: 'fixed',
  right: `calc(${vars.space['4']} + env(safe-area-inset-right))`,
  bottom: `calc(${vars.space['4']} + env(safe-area-inset-bottom))`,
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
  selectors: {
    '&:hover': { backgroundColor: vars.color.primaryHover, color: vars.color.onPrimary },
  },
})

// Icon only on phones, where a labelled pill would cover content; the words stay for screen readers.
export const label = style(hiddenUntil(mq.sm))

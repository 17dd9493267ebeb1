import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../styles/tokens.css.ts'

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minHeight: vars.touch,
  minWidth: vars.touch,
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['5'],
  borderRadius: vars.radius.pill,
  border: '2px solid transparent',
  fontWeight: 600,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  textDecoration: 'none',
  transition: 'background-color 150ms ease, color 150ms ease, border-color 150ms ease',
  selectors: { '&:disabled': { opacity: 0.6, cursor: 'not-allowed' } },
})

export const variant = styleVariants({
  primary: {
    backgroundColor: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: { '&:hover': { backgroundColor: vars.color.primaryHover, color: vars.color.onPrimary } },
  },
  accent: {
    backgroundColor: vars.color.accentStrong,
    color: vars.color.onAccent,
    selectors: { '&:hover': { backgroundColor: vars.color.accentStrongHover, color: vars.color.onAccent } },
  },
  outline: {
    backgroundColor: 'transparent',
    borderColor: vars.color.primary,
    color: vars.color.primary,
    selectors: { '&:hover': { backgroundColor: vars.color.surfaceAlt, color: vars.color.primaryHover } },
  },
  ghost: {
    backgroundColor: 'transparent',
    color: vars.color.text,
    selectors: { '&:hover': { backgroundColor: vars.color.surfaceAlt, color: vars.color.text } },
  },
})

export const size = styleVariants({
  md: {},
  sm: { fontSize: vars.fontSize.sm, paddingInline: vars.space['4'] },
})

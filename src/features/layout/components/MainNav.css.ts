import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../../styles/tokens.css.ts'

const reset = { margin: 0, padding: 0, listStyle: 'none' } as const

export const list = styleVariants({
  bar: { ...reset, display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: vars.space['1'] },
  list: { ...reset, display: 'grid' },
})

const linkBase = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.touch,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.primary } },
})

export const link = styleVariants({
  bar: [
    linkBase,
    {
      paddingInline: vars.space['3'],
      borderRadius: vars.radius.sm,
      fontSize: vars.fontSize.sm,
      whiteSpace: 'nowrap',
      selectors: { '&:hover': { backgroundColor: vars.color.surfaceAlt } },
    },
  ],
  list: [
    linkBase,
    {
      minHeight: '3.25rem',
      paddingInline: vars.space['2'],
      fontSize: vars.fontSize.lg,
      borderBlockEnd: `1px solid ${vars.color.border}`,
    },
  ],
})

// The current screen: teal text and a coral underline, so it does not rely on colour alone.
export const active = style({
  color: vars.color.primary,
  boxShadow: `inset 0 -3px 0 ${vars.color.accent}`,
})

import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../../styles/tokens.css.ts'

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], margin: 0, padding: 0, listStyle: 'none' })

// The rows take the focus after a read or a new page; the ring follows the row's rounded corners.
globalStyle(`${list} > li`, { borderRadius: vars.radius.sm })

export const item = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  width: '100%',
  padding: vars.space['3'],
  paddingInlineStart: vars.space['6'],
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textAlign: 'start',
  textDecoration: 'none',
  overflowWrap: 'anywhere',
})

// An outline rather than a tint on hover: unread rows are tinted already.
export const action = style({ selectors: { '&:hover': { color: vars.color.text, boxShadow: `inset 0 0 0 1px ${vars.color.border}` } } })

// Unread is told three ways: a tinted row, a bold title and a dot (the hidden 'Unread:' says it to screen readers).
export const unread = style({
  backgroundColor: vars.color.surfaceAlt,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: vars.space['2'],
      insetBlockStart: '1.1rem',
      width: '0.5rem',
      height: '0.5rem',
      borderRadius: vars.radius.pill,
      backgroundColor: vars.color.primary,
    },
  },
})

export const title = style({ fontWeight: 500, selectors: { [`${unread} &`]: { fontWeight: 700 } } })
export const text = style({ color: vars.color.textMuted })
export const date = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs })

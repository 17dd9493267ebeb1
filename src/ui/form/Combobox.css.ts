import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/tokens.css.ts'

export const wrapper = style({ position: 'relative' })

export const listbox = style({
  position: 'absolute',
  zIndex: vars.z.floating,
  insetInline: 0,
  top: `calc(100% + ${vars.space['1']})`,
  maxHeight: '15rem',
  overflowY: 'auto',
  margin: 0,
  padding: vars.space['1'],
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
})

export const option = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.touch,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-active="true"]': { backgroundColor: vars.color.infoBg, outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&[aria-selected="true"]': { fontWeight: 700 },
  },
})

export const empty = style({ padding: vars.space['3'], color: vars.color.textMuted, fontSize: vars.fontSize.sm })

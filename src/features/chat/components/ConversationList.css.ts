import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/tokens.css.ts'

export const pane = style({ display: 'flex', flexDirection: 'column', minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain' })

export const heading = style({ margin: 0, padding: vars.space['4'], fontSize: vars.fontSize.lg, fontWeight: 700, borderBlockEnd: `1px solid ${vars.color.border}` })

export const list = style({ margin: 0, padding: 0, listStyle: 'none' })

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: '4.5rem',
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  outlineOffset: '-3px',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceAlt, color: vars.color.text },
    '&[aria-current="page"]': { backgroundColor: vars.color.infoBg, boxShadow: `inset 4px 0 0 ${vars.color.primary}` },
  },
})

export const text = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 })

export const name = style({ fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })

export const preview = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })

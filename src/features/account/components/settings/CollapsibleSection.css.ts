import { style } from '@vanilla-extract/css'
import { vars } from '../../../../styles/tokens.css.ts'

export const section = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  minWidth: 0,
})

export const heading = style({ fontSize: vars.fontSize.lg })

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  width: '100%',
  minHeight: vars.touch,
  padding: vars.space['4'],
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  fontWeight: 700,
  textAlign: 'start',
})

export const count = style({ fontWeight: 400, color: vars.color.textMuted })

export const chevron = style({
  flexShrink: 0,
  transition: 'transform 150ms ease',
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
})

export const content = style({ paddingInline: vars.space['4'], paddingBlockEnd: vars.space['4'] })

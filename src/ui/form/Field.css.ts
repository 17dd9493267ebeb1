import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/tokens.css.ts'

export const field = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 })

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm, color: vars.color.text })

export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted })

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: 500 })

export const control = style({
  width: '100%',
  minHeight: vars.touch,
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
})

export const textarea = style([control, { minHeight: '6rem', resize: 'vertical' }])

/** The password box with its show/hide button sitting inside the right edge. */
export const withButton = style({ position: 'relative', display: 'flex' })

export const inButton = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: 0,
  minWidth: vars.touch,
  paddingInline: vars.space['3'],
  border: 0,
  background: 'transparent',
  color: vars.color.primary,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
})

export const passwordInput = style([control, { paddingInlineEnd: '4.5rem' }])

export const checkList = style({
  maxHeight: '15rem',
  overflowY: 'auto',
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['2'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
})

export const checkItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '2rem',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
})

export const checkbox = style({ width: '1.125rem', height: '1.125rem', accentColor: vars.color.primary, flexShrink: 0 })

export const fieldset = style({ border: 0, padding: 0, margin: 0, minWidth: 0, display: 'grid', gap: vars.space['2'] })

export const formError = style({ color: vars.color.danger, fontWeight: 600 })

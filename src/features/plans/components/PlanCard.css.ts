import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/tokens.css.ts'

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  minWidth: 0,
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
})

export const paidCard = style([card, { borderColor: vars.color.primary, boxShadow: vars.shadow.md }])

export const badge = style({
  alignSelf: 'flex-start',
  margin: 0,
  paddingInline: vars.space['3'],
  paddingBlock: vars.space['1'],
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceAlt,
  color: vars.color.primary,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
})

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' })

export const duration = style({ margin: 0, color: vars.color.textMuted })

export const price = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: 800 })

export const features = style({ display: 'grid', gap: vars.space['2'], margin: 0, marginBlock: vars.space['2'], padding: 0, listStyle: 'none' })

export const feature = style({
  display: 'flex',
  gap: vars.space['2'],
  alignItems: 'baseline',
  '::before': { content: '"✓"', color: vars.color.success, fontWeight: 800 },
})

export const action = style({ marginBlockStart: 'auto', width: '100%' })

import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../styles/tokens.css.ts'

// Figure cards: one column on a 360 px phone, as many as fit from there.
export const figures = style({ display: 'grid', gap: vars.space['3'], margin: 0, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))' })

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['1'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  minWidth: 0,
})

export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: 700 })

export const value = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: 800, overflowWrap: 'anywhere' })

const changeBase = style({ margin: 0, fontSize: vars.fontSize.sm })
export const change = styleVariants({
  better: [changeBase, { color: vars.color.success }],
  worse: [changeBase, { color: vars.color.danger }],
  same: [changeBase, { color: vars.color.textMuted }],
})

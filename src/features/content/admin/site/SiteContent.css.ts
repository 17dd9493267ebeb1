import { style } from '@vanilla-extract/css'
import { mq } from '../../../../styles/media.ts'
import { vars } from '../../../../styles/tokens.css.ts'

export const page = style({ display: 'grid', gap: vars.space['5'], minWidth: 0, maxWidth: '60rem' })

export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' })

export const intro = style({ margin: 0, color: vars.color.textMuted })

export const form = style({ display: 'grid', gap: vars.space['4'], minWidth: 0 })

export const fields = style({ display: 'grid', gap: vars.space['3'], minWidth: 0, '@media': { [mq.md]: { gridTemplateColumns: '1fr 1fr' } } })

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] })

export const toggle = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], minHeight: vars.touch, fontWeight: 600 })

export const thumb = style({
  width: '6rem',
  height: '4rem',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.bg,
  flexShrink: 0,
})

export const withThumb = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space['3'], minWidth: 0 })

export const grow = style({ flex: '1 1 14rem', display: 'grid', gap: vars.space['3'], minWidth: 0 })

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
})

export const mediaCard = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['2'],
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  minWidth: 0,
})

export const preview = style({ width: '100%', aspectRatio: '4 / 3', objectFit: 'contain', backgroundColor: vars.color.bg, borderRadius: vars.radius.sm })

export const small = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' })

export const uses = style({ margin: 0, paddingInlineStart: vars.space['4'], fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' })

export const pickerGrid = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
  maxHeight: '60vh',
  overflowY: 'auto',
})

export const pick = style({
  display: 'grid',
  gap: vars.space['1'],
  width: '100%',
  padding: vars.space['2'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textAlign: 'start',
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
  cursor: 'pointer',
})

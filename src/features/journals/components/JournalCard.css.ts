import { globalStyle, style } from '@vanilla-extract/css'
import { mq } from '../../../styles/media.ts'
import { vars } from '../../../styles/tokens.css.ts'

export const card = style({ padding: vars.space['4'], '@media': { [mq.sm]: { padding: vars.space['6'] } } })

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: 700 })

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' })

export const badge = style({
  paddingBlock: vars.space['0.5'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceAlt,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
})

export const openAccess = style({ backgroundColor: vars.color.successBg, color: vars.color.success, borderColor: vars.color.success })

export const facts = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  fontSize: vars.fontSize.sm,
  '@media': { [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

export const fact = style({ display: 'grid', gap: vars.space['0.5'], minWidth: 0 })
globalStyle(`${fact} dt`, { color: vars.color.textMuted, fontWeight: 600 })
globalStyle(`${fact} dd`, { margin: 0 })

export const visit = style({ justifySelf: 'start' })

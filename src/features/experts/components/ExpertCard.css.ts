import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/tokens.css.ts'

export const card = style({ height: '100%' })

export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space['4'], minWidth: 0 })

export const photo = style({
  flex: 'none',
  width: '4rem',
  height: '4rem',
  borderRadius: vars.radius.pill,
  objectFit: 'cover',
  color: vars.color.primary,
  backgroundColor: vars.color.surfaceAlt,
})

export const who = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 })

export const name = style({ overflowWrap: 'anywhere' })

export const verified = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  justifySelf: 'start',
  paddingBlock: vars.space['0.5'],
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.successBg,
  color: vars.color.success,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
})

/** As written, line breaks and all. */
export const bio = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere', color: vars.color.textMuted })

export const orcid = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs })

/** At the card's foot, whatever its facts. */
export const connect = style({ marginBlockStart: 'auto', alignSelf: 'flex-start' })

import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../styles/tokens.css.ts'

export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  borderInlineStart: '4px solid',
  color: vars.color.text,
})

export const tone = styleVariants({
  error: { backgroundColor: vars.color.dangerBg, borderColor: vars.color.danger },
  info: { backgroundColor: vars.color.infoBg, borderColor: vars.color.info },
})

export const body = style({ flex: '1 1 14rem', minWidth: 0 })
export const title = style({ display: 'block', fontWeight: 700 })

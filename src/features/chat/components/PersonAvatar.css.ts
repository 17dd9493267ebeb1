import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/tokens.css.ts'

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.5rem',
  height: '2.5rem',
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.infoBg,
  color: vars.color.info,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
})

export const photo = style({ width: '100%', height: '100%', objectFit: 'cover' })

import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/tokens.css.ts'

export const banner = style({
  backgroundColor: vars.color.infoBg,
  borderBlockEnd: `1px solid ${vars.color.info}`,
  color: vars.color.text,
})

export const text = style({ paddingBlock: vars.space['2'], fontSize: vars.fontSize.sm, fontWeight: 600 })

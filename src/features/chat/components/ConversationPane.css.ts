import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/tokens.css.ts'
import { outlinedIconButton } from '../../../ui/icon-button.css.ts'

export const pane = style({ display: 'flex', flexDirection: 'column', minHeight: 0, minWidth: 0, height: '100%' })

export const head = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
})

export const back = style([outlinedIconButton])

export const title = style({ margin: 0, minWidth: 0, fontSize: vars.fontSize.lg, fontWeight: 700, overflowWrap: 'anywhere' })

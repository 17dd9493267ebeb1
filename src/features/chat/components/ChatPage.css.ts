import { style } from '@vanilla-extract/css'
import { mq } from '../../../styles/media.ts'
import { vars } from '../../../styles/tokens.css.ts'

export const page = style({ paddingBlock: vars.space['4'] })

/**
 * The screen's height below the sticky header, so the messages scroll in their own box and the message box stays in
 * view; from 768 px the list and the open conversation stand side by side.
 */
export const panes = style({
  display: 'grid',
  gridTemplateRows: 'minmax(0, 1fr)',
  height: `calc(100dvh - ${vars.headerHeight} - 2 * ${vars.space['4']})`,
  minHeight: '24rem',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  '@media': { [mq.md]: { gridTemplateColumns: 'minmax(16rem, 20rem) minmax(0, 1fr)' } },
})

export const side = style({ display: 'flex', flexDirection: 'column', minHeight: 0, '@media': { [mq.md]: { borderInlineEnd: `1px solid ${vars.color.border}` } } })

export const choose = style({ alignSelf: 'center', justifySelf: 'center', margin: 0, padding: vars.space['6'], color: vars.color.textMuted, textAlign: 'center' })

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['4'],
  paddingBlock: vars.space['12'],
  textAlign: 'center',
})

export const emptyText = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700 })

import { style } from '@vanilla-extract/css'
import { mq } from '../../../styles/media.ts'
import { vars } from '../../../styles/tokens.css.ts'

export const page = style({ paddingBlock: vars.space['8'], '@media': { [mq.md]: { paddingBlock: vars.space['12'] } } })

export const tree = style({ display: 'grid', gap: vars.space['3'], margin: 0, padding: 0, listStyle: 'none', minWidth: 0 })

/** A branch inside a branch: its own panels, a step in from the edge on wider screens. */
export const nested = style({ display: 'grid', gap: vars.space['3'] })

export const count = style({ fontWeight: 400, color: vars.color.textMuted })

export const files = style({ display: 'grid', gap: vars.space['3'], margin: 0, padding: 0, listStyle: 'none' })

export const file = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
  '@media': { [mq.sm]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' } },
})

export const fileName = style({ margin: 0, fontWeight: 700, overflowWrap: 'anywhere' })

export const facts = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const kept = style({ fontWeight: 600, color: vars.color.success })

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] })

export const needsConnection = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const none = style({ margin: 0, color: vars.color.textMuted })

/** The file a visitor asked for, under the sign-in dialog's reason. */
export const dialogNote = style({ margin: 0, overflowWrap: 'anywhere' })

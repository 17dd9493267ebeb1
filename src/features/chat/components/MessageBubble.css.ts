import { style, styleVariants } from '@vanilla-extract/css'
import { mq } from '../../../styles/media.ts'
import { vars } from '../../../styles/tokens.css.ts'

const bubbleBase = style({
  maxWidth: '85%',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.lg,
  '@media': { [mq.md]: { maxWidth: '70%' } },
})

export const bubble = styleVariants({
  incoming: [bubbleBase, { borderEndStartRadius: vars.radius.sm, backgroundColor: vars.color.surfaceAlt, color: vars.color.text }],
  outgoing: [bubbleBase, { borderEndEndRadius: vars.radius.sm, backgroundColor: vars.color.primary, color: vars.color.onPrimary }],
  // Not sent yet: the writer's own colours, outlined rather than filled.
  pending: [bubbleBase, { borderEndEndRadius: vars.radius.sm, border: `1px dashed ${vars.color.primary}`, backgroundColor: vars.color.surface, color: vars.color.text }],
})

export const name = style({ margin: 0, fontSize: vars.fontSize.xs, fontWeight: 700 })

// What was typed, as typed: its line breaks kept, a long word or link broken rather than widening the page.
export const content = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })

export const meta = style({ margin: 0, marginBlockStart: vars.space['1'], fontSize: vars.fontSize.xs, opacity: 0.85 })

export const refused = style({ margin: 0, marginBlockStart: vars.space['1'], fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.danger })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], marginBlockStart: vars.space['2'] })

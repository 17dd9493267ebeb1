import { style } from '@vanilla-extract/css'
import { mq } from '../../../styles/media.ts'
import { vars } from '../../../styles/tokens.css.ts'

export const page = style({ display: 'grid', gap: vars.space['6'], minWidth: 0 })

export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: 800, '@media': { [mq.md]: { fontSize: vars.fontSize['3xl'] } } })

export const muted = style({ margin: 0, color: vars.color.textMuted })

export const pending = style({ display: 'block', height: '14rem', borderRadius: vars.radius.md })

export const block = style({ display: 'grid', gap: vars.space['3'], minWidth: 0 })

export const blockTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 800 })

export const charts = style({ display: 'grid', gap: vars.space['4'], '@media': { [mq.lg]: { gridTemplateColumns: '1fr 1fr' } } })

export const attention = style({ display: 'grid', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none', '@media': { [mq.md]: { gridTemplateColumns: '1fr 1fr' } } })

const attentionBase = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: vars.touch,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.primary }, '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
})
export const attentionLink = style([attentionBase, { fontWeight: 700 }])
export const attentionLinkQuiet = style([attentionBase, { color: vars.color.textMuted }])
/** A problem with no list to open (the backups): said in words, marked as a warning. */
export const attentionWarning = style([attentionBase, { margin: 0, fontWeight: 700, borderInlineStartWidth: '4px', borderInlineStartColor: vars.color.danger }])

export const attentionCount = style({ minWidth: '2.5rem', fontSize: vars.fontSize.xl, fontWeight: 800, color: vars.color.primary, textAlign: 'end' })

import { globalStyle, style } from '@vanilla-extract/css'
import { mq } from '../../../styles/media.ts'
import { vars } from '../../../styles/tokens.css.ts'

// Content Management: the pages and sections lists, and the editor with its preview and revisions.

export const page = style({ display: 'grid', gap: vars.space['6'], maxWidth: '64rem', minWidth: 0 })

export const list = style({ display: 'grid', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' })

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
})

export const rowTitle = style({ fontWeight: 700, overflowWrap: 'anywhere' })

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const badge = style({
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
})

export const panels = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], margin: 0, padding: 0, listStyle: 'none' })

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] })

export const editor = style({
  display: 'grid',
  gap: vars.space['2'],
  minWidth: 0,
  '@media': { [mq.md]: { gridColumn: '1 / -1' } },
})

export const editorSurface = style({
  minHeight: '16rem',
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  overflowX: 'auto',
})
globalStyle(`${editorSurface} .ProseMirror`, { minHeight: '14rem', outline: 'none' })
globalStyle(`${editorSurface} table`, { borderCollapse: 'collapse' })
globalStyle(`${editorSurface} td, ${editorSurface} th`, { border: `1px solid ${vars.color.border}`, padding: vars.space['1'], minWidth: '4rem' })
globalStyle(`${editorSurface} img`, { maxWidth: '100%' })

export const preview = style({ border: `2px dashed ${vars.color.border}`, borderRadius: vars.radius.lg, padding: vars.space['2'], minWidth: 0 })

export const diff = style({
  margin: 0,
  padding: vars.space['3'],
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})
globalStyle(`${diff} ins`, { backgroundColor: 'rgb(34 197 94 / 0.25)', textDecoration: 'underline' })
globalStyle(`${diff} del`, { backgroundColor: 'rgb(239 68 68 / 0.25)' })

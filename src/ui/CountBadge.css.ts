import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../styles/tokens.css.ts'

// Coral with white text (5.2:1; navy on light coral in the dark theme).
const badgeBase = style({
  display: 'inline-block',
  flexShrink: 0,
  minWidth: '1.25rem',
  height: '1.25rem',
  paddingInline: vars.space['1'],
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accentStrong,
  color: vars.color.onAccent,
  fontSize: '0.75rem',
  fontWeight: 700,
  lineHeight: '1.25rem',
  textAlign: 'center',
})

export const badge = styleVariants({
  // On an icon's corner, ringed so it stands off the icon.
  icon: [badgeBase, { position: 'absolute', insetBlockStart: '2px', insetInlineEnd: '2px', boxShadow: `0 0 0 2px ${vars.color.surface}` }],
  // At the end of a full-width row.
  labelled: [badgeBase, { marginInlineStart: 'auto' }],
  // Beside a word, in the flow of a line.
  inline: [badgeBase],
})

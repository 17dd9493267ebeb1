import { globalStyle } from '@vanilla-extract/css'
import { mq, prefersDark, smallDevice } from './media.ts'
import { touchBox } from './rules.ts'
import { vars } from './tokens.css.ts'

// The markup in #root before the app runs: index.html's header bar and, on '/', the server's first hero slide
// (server/web/shell.ts). Each box has the look and size of what the first render puts in its place (see
// Header.css.ts, HeaderAccount.css.ts, Button.css.ts, SubjectChips.css.ts and Carousel.css.ts).

globalStyle('.boot-header', {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '4rem',
  paddingBlock: vars.space['2'],
  // The header's content column: centred, at most contentWidth wide, with the same side padding.
  paddingInline: `max(${vars.space['4']}, (100% - ${vars.contentWidth}) / 2 + ${vars.space['4']})`,
  backgroundColor: vars.color.surfaceAlt,
  '@media': {
    [mq.sm]: {
      gap: vars.space['4'],
      paddingInline: `max(${vars.space['6']}, (100% - ${vars.contentWidth}) / 2 + ${vars.space['6']})`,
    },
    // The menu's own row sits under the logo from here on.
    [mq.lg]: { minHeight: 'calc(6.75rem + 1px)', borderBlockEnd: `calc(2.75rem + 1px) solid ${vars.color.surfaceAlt}` },
  },
})

globalStyle('.boot-logo', {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.touch,
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  '@media': { [prefersDark]: { backgroundColor: '#f7f5f0', paddingInline: vars.space['1'] } },
})

globalStyle('.boot-logo img', { height: '1.75rem', width: 'auto', '@media': { [mq.sm]: { height: '2.5rem' } } })

globalStyle('.boot-login', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.touch,
  marginInlineStart: 'auto',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  border: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius.pill,
  color: vars.color.primary,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  textDecoration: 'none',
  '@media': { [mq.sm]: { fontSize: vars.fontSize.sm, paddingInline: vars.space['4'] } },
})

globalStyle('.boot-login span span', { whiteSpace: 'nowrap' })

globalStyle('.boot-menu', {
  ...touchBox,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  '@media': { [mq.lg]: { display: 'none' } },
})

// The subject strip above the hero, as an empty band of its height.
globalStyle('.boot-hero::before', {
  content: '""',
  display: 'block',
  height: 'calc(3.75rem + 1px)',
  backgroundColor: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
})

globalStyle('.boot-hero img', {
  width: '100%',
  maxWidth: '100rem',
  height: 'auto',
  marginInline: 'auto',
  aspectRatio: '1600 / 640',
  objectFit: 'cover',
  backgroundColor: vars.color.skeleton,
  '@media': { [smallDevice]: { aspectRatio: '720 / 960' } },
})

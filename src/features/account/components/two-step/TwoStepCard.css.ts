import { style } from '@vanilla-extract/css'
import { mq } from '../../../../styles/media.ts'
import { vars } from '../../../../styles/tokens.css.ts'

/** The admin area's set-up screen, in the shell's section column. */
export const page = style({ display: 'grid', gap: vars.space['4'], maxWidth: '48rem' })

export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: 800, '@media': { [mq.md]: { fontSize: vars.fontSize['3xl'] } } })

export const section = style({ display: 'grid', gap: vars.space['4'], maxWidth: '48rem', marginBlockStart: vars.space['8'] })

export const heading = style({ fontSize: vars.fontSize.xl })

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const form = style({ display: 'grid', gap: vars.space['4'], maxWidth: '24rem' })

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] })

/** The QR code beside its instructions from 640 px; above them on a phone. */
export const setup = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [mq.sm]: { gridTemplateColumns: 'auto minmax(0, 1fr)', alignItems: 'start' } },
})

// White behind the code whatever the theme: phone cameras read dark modules on a light ground.
export const qr = style({ width: '12rem', height: '12rem', padding: vars.space['2'], backgroundColor: '#fff', borderRadius: vars.radius.md })

export const secret = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.md, overflowWrap: 'anywhere', userSelect: 'all' })

export const codes = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space['4'],
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space['2'],
  fontFamily: vars.font.mono,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})

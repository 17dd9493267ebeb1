import { globalStyle, style } from '@vanilla-extract/css'
import { mq } from '../../../styles/media.ts'
import { vars } from '../../../styles/tokens.css.ts'

export const page = style({ paddingBlock: vars.space['10'], '@media': { [mq.md]: { paddingBlock: vars.space['16'] } } })

export const article = style({ maxWidth: '46rem', marginInline: 'auto' })

export const title = style({
  marginBlockEnd: vars.space['6'],
  fontSize: vars.fontSize['2xl'],
  fontWeight: 800,
  '@media': { [mq.md]: { fontSize: vars.fontSize['3xl'] } },
})

export const titleSkeleton = style({ height: '2.5rem', width: '70%', marginBlockEnd: vars.space['6'] })

/** Typography for HTML written in the admin editor. */
export const prose = style({ fontSize: vars.fontSize.lg, lineHeight: 1.7, overflowWrap: 'anywhere' })

globalStyle(`${prose} > * + *`, { marginBlockStart: vars.space['4'] })
globalStyle(`${prose} :is(h2, h3, h4)`, { marginBlockStart: vars.space['8'], lineHeight: vars.lineHeight.tight })
globalStyle(`${prose} h2`, { fontSize: vars.fontSize.xl })
globalStyle(`${prose} h3`, { fontSize: vars.fontSize.lg })
globalStyle(`${prose} h4`, { fontSize: vars.fontSize.md })
globalStyle(`${prose} :is(ul, ol)`, { paddingInlineStart: vars.space['6'] })
globalStyle(`${prose} li + li`, { marginBlockStart: vars.space['2'] })
globalStyle(`${prose} a`, { color: vars.color.primary, textDecorationThickness: '1px' })
globalStyle(`${prose} blockquote`, {
  margin: 0,
  paddingInlineStart: vars.space['4'],
  borderInlineStart: `4px solid ${vars.color.accent}`,
  color: vars.color.textMuted,
})
globalStyle(`${prose} img`, { height: 'auto', borderRadius: vars.radius.md })
globalStyle(`${prose} :is(pre, code)`, { fontFamily: vars.font.mono, fontSize: vars.fontSize.sm })
globalStyle(`${prose} pre`, { overflowX: 'auto', padding: vars.space['4'], borderRadius: vars.radius.md, backgroundColor: vars.color.surfaceAlt })
globalStyle(`${prose} hr`, { border: 0, borderBlockStart: `1px solid ${vars.color.border}`, marginBlock: vars.space['8'] })

/** Wide tables scroll inside this box instead of widening the page. */
export const tableScroll = style({
  maxWidth: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})
globalStyle(`${tableScroll} table`, { borderCollapse: 'collapse', minWidth: '100%', fontSize: vars.fontSize.md, overflowWrap: 'normal' })
globalStyle(`${tableScroll} :is(th, td)`, { padding: `${vars.space['2']} ${vars.space['3']}`, borderBlockEnd: `1px solid ${vars.color.border}`, textAlign: 'start', verticalAlign: 'top' })
globalStyle(`${tableScroll} th`, { backgroundColor: vars.color.surfaceAlt, fontWeight: 700 })
globalStyle(`${tableScroll} caption`, { padding: vars.space['2'], textAlign: 'start', fontWeight: 700 })

import { style } from '@vanilla-extract/css'
import { mq } from '../../../../styles/media.ts'
import { vars } from '../../../../styles/tokens.css.ts'

export const page = style({
  display: 'grid',
  gap: vars.space['6'],
  paddingBlock: vars.space['8'],
  '@media': { [mq.md]: { paddingBlock: vars.space['12'] } },
})

export const header = style({ display: 'grid', gap: vars.space['1'] })

export const name = style({ fontSize: vars.fontSize['2xl'], fontWeight: 800, '@media': { [mq.md]: { fontSize: vars.fontSize['3xl'] } } })

export const role = style({ color: vars.color.textMuted, fontWeight: 600 })

/** Links above the tabs on a phone, a column beside them from 1024 px. */
export const layout = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': { [mq.lg]: { gridTemplateColumns: '14rem minmax(0, 1fr)', gap: vars.space['8'] } },
})

export const tabs = style({ display: 'grid', gap: vars.space['6'], minWidth: 0 })

/**
 * Every tab whole and in view: on a phone the four share the row (each as wide as its label needs, the rest spread
 * among them), and where they cannot fit (a large text size) they wrap to a second row instead of scrolling away.
 */
export const tabList = style({
  display: 'flex',
  flexWrap: 'wrap',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': { [mq.sm]: { gap: vars.space['1'] } },
})

export const tabTrigger = style({
  flex: '1 1 auto',
  minHeight: vars.touch,
  paddingInline: vars.space['2'],
  '@media': { [mq.sm]: { flex: '0 0 auto', paddingInline: vars.space['4'] } },
  border: 0,
  borderBlockEnd: '3px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-state="active"]': { color: vars.color.primary, borderBlockEndColor: vars.color.primary },
    // Drawn inside the button, so a neighbouring tab never covers it.
    '&:focus-visible': { outlineOffset: '-3px' },
  },
})

export const panel = style({ minWidth: 0 })

export const savedPanel = style({ display: 'grid', gap: vars.space['10'] })

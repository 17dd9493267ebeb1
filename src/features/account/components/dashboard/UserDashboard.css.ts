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

/** Three short labels fit 360 px; a longer translation scrolls sideways in its own row instead of the page. */
export const tabList = style({
  display: 'flex',
  gap: vars.space['1'],
  overflowX: 'auto',
  borderBlockEnd: `1px solid ${vars.color.border}`,
})

export const tabTrigger = style({
  flexShrink: 0,
  minHeight: vars.touch,
  // Four tabs fit a 360 px phone side by side; the row scrolls only on a narrower one.
  paddingInline: vars.space['3'],
  '@media': { [mq.sm]: { paddingInline: vars.space['4'] } },
  border: 0,
  borderBlockEnd: '3px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: 600,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-state="active"]': { color: vars.color.primary, borderBlockEndColor: vars.color.primary },
    // Inside the scrolling row an outside outline would be clipped.
    '&:focus-visible': { outlineOffset: '-3px' },
  },
})

export const panel = style({ minWidth: 0 })

export const savedPanel = style({ display: 'grid', gap: vars.space['10'] })

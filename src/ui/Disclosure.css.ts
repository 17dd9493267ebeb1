import { style } from '@vanilla-extract/css'
import { mq } from '../styles/media.ts'
import { vars } from '../styles/tokens.css.ts'

export const panel = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  minWidth: 0,
})

export const heading = style({ fontSize: vars.fontSize.lg })

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  width: '100%',
  minHeight: vars.touch,
  padding: vars.space['4'],
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  fontWeight: 700,
  textAlign: 'start',
})

export const chevron = style({
  flexShrink: 0,
  transition: 'transform 150ms ease',
  selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
})

/** `[hidden]` wins over a `bodyClassName` that sets its own display. */
export const body = style({
  paddingInline: vars.space['4'],
  paddingBlockEnd: vars.space['4'],
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': { [mq.sm]: { paddingInline: vars.space['6'], paddingBlockEnd: vars.space['6'] } },
})

import { style } from '@vanilla-extract/css'
import { mq, prefersDark } from '../../../styles/media.ts'
import { touchBox } from '../../../styles/rules.ts'
import { vars } from '../../../styles/tokens.css.ts'

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.z.header,
  backgroundColor: vars.color.surfaceAlt,
  transition: 'background-color 200ms ease, box-shadow 200ms ease',
})

/** Past 50 px of scroll the header turns solid white with a shadow. */
export const solid = style({
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
})

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '4rem',
  paddingBlock: vars.space['2'],
  '@media': { [mq.sm]: { gap: vars.space['4'] } },
})

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.touch,
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  '@media': {
    // The wordmark is navy; on the dark theme it sits on a light tile to stay legible.
    [prefersDark]: { backgroundColor: '#f7f5f0', paddingInline: vars.space['1'] },
  },
})

export const logo = style({
  height: '1.75rem',
  width: 'auto',
  '@media': { [mq.sm]: { height: '2.5rem' } },
})

export const navRow = style({
  display: 'none',
  borderBlockStart: `1px solid ${vars.color.border}`,
  '@media': { [mq.lg]: { display: 'block' } },
})

export const account = style({ marginInlineStart: 'auto', display: 'flex', alignItems: 'center' })

export const menuButton = style({
  ...touchBox,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  '@media': { [mq.lg]: { display: 'none' } },
})

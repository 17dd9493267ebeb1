import { style } from '@vanilla-extract/css'
import { mq } from '../../../styles/media.ts'
import { vars } from '../../../styles/tokens.css.ts'

export const footer = style({
  paddingBlockStart: vars.space['12'],
  // Room at the bottom, at every width, for the floating 'Chat with us' button (3.5 rem and its 1 rem margin): at the
  // end of every page it has somewhere to stand that covers nothing.
  paddingBlockEnd: `calc(5.5rem + env(safe-area-inset-bottom))`,
  backgroundColor: vars.color.inverseBg,
  color: vars.color.inverseText,
})

export const grid = style({
  display: 'grid',
  gap: vars.space['8'],
  '@media': {
    [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mq.lg]: { gridTemplateColumns: '1.4fr 1fr 1fr 1fr' },
  },
})

export const brand = style({ display: 'grid', gap: vars.space['2'], alignContent: 'start' })
export const brandName = style({ fontSize: vars.fontSize.xl, fontWeight: 800 })
export const muted = style({ color: vars.color.inverseMuted, maxWidth: '22rem' })

export const heading = style({
  marginBlockEnd: vars.space['3'],
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.inverseMuted,
})

export const contact = style({ display: 'grid', gap: vars.space['1'], fontStyle: 'normal' })
export const address = style({ whiteSpace: 'pre-line', color: vars.color.inverseText })

export const list = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' })

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.touch,
  color: vars.color.inverseText,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { color: vars.color.inverseText, textDecoration: 'underline' },
    '&:focus-visible': { outlineColor: vars.color.inverseText },
  },
})

export const social = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' })

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.touch,
  height: vars.touch,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.inverseMuted}`,
  color: vars.color.inverseText,
  selectors: {
    '&:hover': { backgroundColor: vars.color.inverseText, color: vars.color.inverseBg },
    '&:focus-visible': { outlineColor: vars.color.inverseText },
  },
})

export const copyright = style({
  marginBlockStart: vars.space['10'],
  paddingBlockStart: vars.space['6'],
  borderBlockStart: `1px solid rgba(255, 255, 255, 0.18)`,
  color: vars.color.inverseMuted,
  fontSize: vars.fontSize.sm,
})

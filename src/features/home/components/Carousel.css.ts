import { createVar, style, styleVariants } from '@vanilla-extract/css'
import { reducedMotion } from '../../../styles/media.ts'
import { vars } from '../../../styles/tokens.css.ts'

export const offset = createVar()

export const carousel = style({ position: 'relative', maxWidth: '100rem', marginInline: 'auto' })

/** Frames keep each set's aspect ratio (small 720x960, large 1600x640) before an image has loaded. */
export const frame = styleVariants({
  'small-device': { aspectRatio: '720 / 960' },
  'large-device': { aspectRatio: '1600 / 640' },
})

export const viewport = style({
  position: 'relative',
  overflow: 'hidden',
  width: '100%',
  backgroundColor: vars.color.skeleton,
  // Vertical swipes still scroll the page; horizontal ones reach the pointer handlers.
  touchAction: 'pan-y',
  userSelect: 'none',
})

export const track = style({
  display: 'flex',
  height: '100%',
  transform: `translateX(${offset})`,
  transition: 'transform 500ms ease',
  vars: { [offset]: '0%' },
  '@media': { [reducedMotion]: { transition: 'none' } },
})

export const slide = style({ flex: '0 0 100%', height: '100%' })
export const slideLink = style({ display: 'block', height: '100%' })
export const image = style({ width: '100%', height: '100%', objectFit: 'cover' })

export const arrow = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.touch,
  height: vars.touch,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.overlayControl,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
})
export const previous = style({ left: vars.space['2'] })
export const next = style({ right: vars.space['2'] })

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  paddingInline: vars.space['2'],
})

export const dots = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center' })

export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.touch,
  height: vars.touch,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  color: vars.color.text,
})

export const dot = style({
  width: '0.75rem',
  height: '0.75rem',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.primary}`,
  transition: 'width 200ms ease, background-color 200ms ease',
  selectors: {
    // The current dot is filled and longer, so it differs by shape as well as colour.
    [`${control}[aria-current="true"] &`]: { width: '1.75rem', backgroundColor: vars.color.primary },
  },
})

export const notice = style({ marginInline: vars.space['4'], marginBlock: vars.space['6'] })

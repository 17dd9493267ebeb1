import { createVar, style, styleVariants } from '@vanilla-extract/css'
import { reducedMotion } from '../../../styles/media.ts'
import { vars } from '../../../styles/tokens.css.ts'
import { floatingIconButton, iconButton } from '../../../ui/icon-button.css.ts'

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

export const arrow = style([floatingIconButton, {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
}])
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

export const control = iconButton

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

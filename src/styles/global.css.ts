import { globalStyle } from '@vanilla-extract/css'
import { reducedMotion } from './media.ts'
import { vars } from './tokens.css.ts'

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
})

globalStyle('body', {
  margin: 0,
  minHeight: '100dvh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.bg,
  WebkitFontSmoothing: 'antialiased',
  // Long words (journal names, URLs) must wrap instead of widening a 360 px screen.
  overflowWrap: 'break-word',
})

globalStyle('h1, h2, h3, h4', { lineHeight: vars.lineHeight.tight, margin: 0, overflowWrap: 'anywhere', textWrap: 'balance' })
globalStyle('p', { margin: 0 })
globalStyle('img, video, svg', { display: 'block', maxWidth: '100%' })
globalStyle('img, video', { height: 'auto' })
globalStyle('a', { color: vars.color.primary, textUnderlineOffset: '0.15em' })
globalStyle('a:hover', { color: vars.color.primaryHover })
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' })
globalStyle('button', { cursor: 'pointer' })

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
})

// A hash target or skip-link target stops below the sticky header, not under it.
globalStyle('[id]', { scrollMarginTop: `calc(${vars.headerHeight} + ${vars.space['4']})` })

globalStyle('*, *::before, *::after', {
  '@media': {
    [reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
})

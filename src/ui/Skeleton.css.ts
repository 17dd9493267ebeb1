import { keyframes, style } from '@vanilla-extract/css'
import { reducedMotion } from '../styles/media.ts'
import { vars } from '../styles/tokens.css.ts'

const shine = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
})

export const skeleton = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.skeleton,
  backgroundImage: `linear-gradient(90deg, ${vars.color.skeleton} 0%, ${vars.color.skeletonShine} 50%, ${vars.color.skeleton} 100%)`,
  backgroundSize: '200% 100%',
  animation: `${shine} 1.4s ease-in-out infinite`,
  '@media': { [reducedMotion]: { animation: 'none' } },
})

export const line = style({ height: '1em', marginBlock: '0.4em', selectors: { '&:last-child:not(:first-child)': { width: '60%' } } })

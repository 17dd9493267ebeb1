import { keyframes, style } from '@vanilla-extract/css'
import { reducedMotion } from '../../../styles/media.ts'
import { vars } from '../../../styles/tokens.css.ts'

const turn = keyframes({ to: { transform: 'rotate(360deg)' } })

export const status = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'], margin: 0, color: vars.color.textMuted })

export const spinner = style({
  width: '1.5rem',
  height: '1.5rem',
  flexShrink: 0,
  borderRadius: '50%',
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  animation: `${turn} 0.8s linear infinite`,
  // Still turning, so the page does not look stuck, but slowly.
  '@media': { [reducedMotion]: { animationDuration: '3s' } },
})

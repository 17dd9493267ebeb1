import { keyframes, style } from '@vanilla-extract/css'
import { prefersDark } from '../../../styles/media.ts'
import { vars } from '../../../styles/tokens.css.ts'

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(-0.5rem)' }, to: { opacity: 1, transform: 'none' } })

export const panel = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.overlay,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['4'],
  paddingBlockEnd: `calc(${vars.space['6']} + env(safe-area-inset-bottom))`,
  overflowY: 'auto',
  // The page behind must not scroll along: radix's scroll lock injects a <style> that the CSP refuses.
  overscrollBehavior: 'contain',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  animation: `${enter} 180ms ease-out`,
})

export const top = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['3'] })

export const logoLink = style({
  display: 'inline-flex',
  minHeight: vars.touch,
  alignItems: 'center',
  borderRadius: vars.radius.sm,
  // The navy wordmark needs a light tile on the dark theme, as in the header.
  '@media': { [prefersDark]: { backgroundColor: '#f7f5f0', paddingInline: vars.space['1'] } },
})
export const logo = style({ height: '2rem', width: 'auto' })

export { outlinedIconButton as close } from '../../../ui/icon-button.css.ts'

export const nav = style({ flex: '0 0 auto' })
export const account = style({ display: 'flex', paddingBlockStart: vars.space['2'] })

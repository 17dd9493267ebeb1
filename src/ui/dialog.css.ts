import { style } from '@vanilla-extract/css'
import { vars } from '../styles/tokens.css.ts'

// Every modal dialog (radix Dialog or AlertDialog) looks the same: a dimmed page and a centred panel that fits a
// 360 px screen.

export const overlay = style({ position: 'fixed', inset: 0, zIndex: vars.z.overlay, backgroundColor: 'rgba(19, 41, 75, 0.45)' })

export const dialog = style({
  position: 'fixed',
  insetBlockStart: '50%',
  insetInlineStart: '50%',
  zIndex: vars.z.overlay,
  display: 'grid',
  gap: vars.space['3'],
  width: 'min(28rem, calc(100vw - 2rem))',
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  transform: 'translate(-50%, -50%)',
})

export const dialogTitle = style({ margin: 0, fontSize: vars.fontSize.xl })

export const dialogText = style({ margin: 0, color: vars.color.textMuted })

export const dialogActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space['3'] })


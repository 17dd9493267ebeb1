import { style } from '@vanilla-extract/css'

// PayPal's button draws itself in this box; while the payment is confirmed it is dimmed and cannot be used.
export const buttons = style({ minHeight: '3rem' })

export const buttonsBusy = style([buttons, { opacity: 0.5, pointerEvents: 'none' }])

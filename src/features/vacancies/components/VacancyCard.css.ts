import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/tokens.css.ts'

export const employer = style({ color: vars.color.textMuted, fontWeight: 600, overflowWrap: 'anywhere' })

/** The countdown, and the 'Demo' label beside it on a demo vacancy. */
export const badges = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', alignSelf: 'flex-start', gap: vars.space['2'] })

import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/tokens.css.ts'

/** Payments beside Add New Plan in the list's header, wrapping under each other on a narrow phone. */
export const headerLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] })

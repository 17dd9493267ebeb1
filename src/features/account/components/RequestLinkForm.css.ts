import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/tokens.css.ts'

// The live region stays empty (and so takes no room) until the answer arrives.
export const answer = style({ marginBlockEnd: vars.space['4'] })

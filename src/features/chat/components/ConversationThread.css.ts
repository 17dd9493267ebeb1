import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/tokens.css.ts'

// Fills what its pane leaves below the pane's heading: the messages scroll, the box stays at the foot.
export const thread = style({ flex: '1 1 auto', minHeight: 0, display: 'flex', flexDirection: 'column' })

export const notice = style({ margin: vars.space['4'] })

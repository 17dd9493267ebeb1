import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/tokens.css.ts'

export const page = style({ display: 'grid', gap: vars.space['6'], minWidth: 0 })

export { wideCardGrid as grid } from '../../../ui/card-grid.css.ts'

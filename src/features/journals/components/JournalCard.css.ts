import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/tokens.css.ts'
import { cardBadge } from '../../../ui/ListScreen.css.ts'

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' })

export const openAccess = style([cardBadge, { backgroundColor: vars.color.successBg, color: vars.color.success, borderColor: vars.color.success }])

import { style } from '@vanilla-extract/css'
import { vars } from '../../../../styles/tokens.css.ts'

export { danger, dangerSolid } from '../../../../ui/danger.css.ts'

export const section = style({ display: 'grid', gap: vars.space['3'], maxWidth: '48rem', marginBlockStart: vars.space['8'] })

export const heading = style({ fontSize: vars.fontSize.xl })

export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] })

export const form = style({ display: 'grid', gap: vars.space['4'] })

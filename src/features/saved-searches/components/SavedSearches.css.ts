import { style } from '@vanilla-extract/css'
import { mq } from '../../../styles/media.ts'
import { vars } from '../../../styles/tokens.css.ts'

export const form = style({ display: 'grid', gap: vars.space['4'] })

export const section = style({ display: 'grid', gap: vars.space['4'], maxWidth: '48rem' })

export const heading = style({ fontSize: vars.fontSize.xl })

export const dropped = style({ color: vars.color.danger, fontSize: vars.fontSize.sm })

export const page = style({ display: 'grid', gap: vars.space['4'], maxWidth: '40rem', paddingBlock: vars.space['8'] })

export const setting = style({ display: 'grid', gap: vars.space['3'], maxWidth: '48rem', marginBlockStart: vars.space['8'] })

export const check = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], fontWeight: 600, minHeight: '2.75rem' })

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const pageTitle = style({ fontSize: vars.fontSize['2xl'], fontWeight: 800, '@media': { [mq.md]: { fontSize: vars.fontSize['3xl'] } } })

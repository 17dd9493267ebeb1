import { style } from '@vanilla-extract/css'
import { mq } from '../../../styles/media.ts'
import { vars } from '../../../styles/tokens.css.ts'

export const page = style({ display: 'grid', gap: vars.space['4'], maxWidth: '48rem' })

export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: 800, '@media': { [mq.md]: { fontSize: vars.fontSize['3xl'] } } })

export const text = style({ margin: 0, color: vars.color.textMuted })

export const subtitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 800 })

export const links = style({ display: 'grid', gap: vars.space['3'], margin: 0, padding: 0, listStyle: 'none', '@media': { [mq.md]: { gridTemplateColumns: '1fr 1fr' } } })

export const linkItem = style({ display: 'grid', gap: vars.space['1'] })

export const link = style({ fontWeight: 700 })

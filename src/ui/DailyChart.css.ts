import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../styles/tokens.css.ts'

export const chart = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  minWidth: 0,
})

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 })

export const scale = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs })

export const picture = style({ display: 'block', width: '100%', height: '7rem' })

// The second series in coral: a graphic beside the first, named in the legend and the table, never by colour alone.
export const bars = [style({ fill: vars.color.primary }), style({ fill: vars.color.accent })] as const

export const axis = style({ stroke: vars.color.border, strokeWidth: 1 })

export const days = style({ display: 'flex', justifyContent: 'space-between', margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs })

export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space['1']} ${vars.space['4']}`, margin: 0, padding: 0, listStyle: 'none', fontSize: vars.fontSize.sm })

export const swatch = style({ display: 'inline-block', width: '0.75rem', height: '0.75rem', marginInlineEnd: vars.space['2'], borderRadius: '2px', verticalAlign: 'middle' })
export const swatches = [style([swatch, { backgroundColor: vars.color.primary }]), style([swatch, { backgroundColor: vars.color.accent }])] as const

export const values = style({ fontSize: vars.fontSize.sm })
globalStyle(`${values} > summary`, { cursor: 'pointer', color: vars.color.primary, fontWeight: 700, minHeight: vars.touch, display: 'flex', alignItems: 'center' })

export const table = style({ width: '100%', borderCollapse: 'collapse' })
globalStyle(`${table} th, ${table} td`, { padding: `${vars.space['1']} ${vars.space['2']}`, textAlign: 'start', borderBottom: `1px solid ${vars.color.border}` })

import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/tokens.css.ts'
import { menuRow } from '../../../ui/menu-row.css.ts'

export const list = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' })

/** A phone-menu row without its border; the open section's is filled. */
export const entry = style([
  menuRow,
  {
    position: 'relative',
    border: 0,
    font: 'inherit',
    fontWeight: 600,
    fontSize: vars.fontSize.sm,
    cursor: 'pointer',
    selectors: {
      '&[data-status="active"]': { backgroundColor: vars.color.primary, color: vars.color.onPrimary },
      '&:disabled': { opacity: 0.6, cursor: 'progress' },
    },
  },
])

export const label = style({ minWidth: 0 })

/** The label of a collapsed entry: hidden until the entry is hovered or focused, then beside it. */
export const tooltip = style({
  position: 'absolute',
  insetInlineStart: `calc(100% + ${vars.space['2']})`,
  zIndex: vars.z.floating,
  display: 'none',
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.inverseBg,
  color: vars.color.inverseText,
  whiteSpace: 'nowrap',
  boxShadow: vars.shadow.md,
  pointerEvents: 'none',
  selectors: { [`${entry}:hover > &, ${entry}:focus-visible > &`]: { display: 'block' } },
})

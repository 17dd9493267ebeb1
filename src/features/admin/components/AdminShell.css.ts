import { keyframes, style } from '@vanilla-extract/css'
import { mq } from '../../../styles/media.ts'
import { vars } from '../../../styles/tokens.css.ts'
import { outlinedIconButton } from '../../../ui/icon-button.css.ts'

/** A bar over the section on phones; from 768 px a sidebar column beside it. */
export const shell = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [mq.md]: { gridTemplateColumns: 'auto minmax(0, 1fr)' } },
})

// Beside the section the menu stays in view while it scrolls, where the whole menu fits in the window
// (`data-sticky`, lib/use-fits-in-view.ts); a taller one scrolls with the page, so Logout can always be reached.
const sidebarBase = style({
  display: 'none',
  top: vars.headerHeight,
  selectors: { '&[data-sticky]': { position: 'sticky' } },
  padding: vars.space['3'],
  borderInlineEnd: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  '@media': { [mq.md]: { display: 'grid', alignContent: 'start', gap: vars.space['3'] } },
})

export const sidebar = style([sidebarBase, { width: '17.5rem' }])
// Narrow: its tooltips reach past its edge, so it does not clip them.
export const sidebarNarrow = style([sidebarBase, { width: `calc(${vars.touch} + 2 * ${vars.space['3']})`, overflow: 'visible' }])

export const sidebarTop = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['2'] })

export const greeting = style({ margin: 0, paddingInlineStart: vars.space['3'], fontWeight: 800, fontSize: vars.fontSize.lg })

export { outlinedIconButton as iconButton } from '../../../ui/icon-button.css.ts'

export const phoneBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['4'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  '@media': { [mq.md]: { display: 'none' } },
})

export const menuButton = style([outlinedIconButton, { width: 'auto', gap: vars.space['2'], paddingInline: vars.space['3'], fontWeight: 600 }])

export const overlay = style({ position: 'fixed', inset: 0, zIndex: vars.z.overlay, backgroundColor: 'rgba(19, 41, 75, 0.45)' })

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } })

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  zIndex: vars.z.overlay,
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['3'],
  width: 'min(18rem, 85vw)',
  padding: vars.space['3'],
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  animation: `${slideIn} 180ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})

/** The section: its own heading and content, with the page's padding. */
export const content = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['6'],
  minWidth: 0,
  paddingBlock: vars.space['6'],
  paddingInline: vars.space['4'],
  '@media': { [mq.sm]: { paddingInline: vars.space['6'] }, [mq.lg]: { paddingBlock: vars.space['8'], paddingInline: vars.space['8'] } },
})

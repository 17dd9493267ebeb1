import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { mq, smallDevice } from '../../../styles/media.ts'
import { vars } from '../../../styles/tokens.css.ts'

export const login = styleVariants({
  // On a 360 px phone the label wraps onto two short lines so logo, link and menu button share one row.
  bar: {
    paddingInline: vars.space['3'],
    fontSize: vars.fontSize.xs,
    '@media': { [mq.sm]: { fontSize: vars.fontSize.sm, paddingInline: vars.space['4'] } },
  },
  menu: { width: '100%', fontSize: vars.fontSize.md },
})

export const nowrap = style({ whiteSpace: 'nowrap' })

// Sized without content too: the same box is the placeholder while the signed-in controls load.
export const controls = styleVariants({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['1'],
    minWidth: `calc(3 * ${vars.touch} + 2 * ${vars.space['1']})`,
    minHeight: vars.touch,
  },
  menu: { display: 'flex', flexDirection: 'column', gap: vars.space['2'], width: '100%', minHeight: `calc(3 * ${vars.touch} + 2 * ${vars.space['2']})` },
})

/** Staff's admin link in the bar: from 640 px only, where the bar has room for it; the phone menu always lists it. */
export const wideOnly = style({})
// Doubled, so it wins over the icon button's own display whichever stylesheet loads last.
globalStyle(`${wideOnly}${wideOnly}`, { '@media': { [smallDevice]: { display: 'none' } } })

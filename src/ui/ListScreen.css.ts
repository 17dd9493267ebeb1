import { globalStyle, style } from '@vanilla-extract/css'
import { mq, smallDevice } from '../styles/media.ts'
import { vars } from '../styles/tokens.css.ts'
import { accentRule } from '../styles/utilities.css.ts'

// A filtered list screen (the journal finder, vacancies): the managed header, the filters beside the list from
// the wide layout up and behind a 'Filters' button below it, and the list.

export const page = style({ paddingBlock: vars.space['8'], '@media': { [mq.md]: { paddingBlock: vars.space['12'] } } })

export const header = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'center',
  marginBlockEnd: vars.space['8'],
  '@media': { [mq.md]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
})

export const headerText = style({ display: 'grid', gap: vars.space['4'], minWidth: 0 })

// Below 640 px the header is compact until 'More about …' opens it: its first text only, no points, no picture.
export const more = style({ minWidth: 0 })
export const moreToggle = style({ justifySelf: 'start', '@media': { [mq.sm]: { display: 'none' } } })
globalStyle(`${header}:not([data-expanded]) ${more}`, { '@media': { [smallDevice]: { display: 'none' } } })

export const title = style([
  accentRule,
  { fontSize: vars.fontSize['2xl'], fontWeight: 800, '@media': { [mq.md]: { fontSize: vars.fontSize['3xl'] } } },
])

export const titleSkeleton = style({ height: '2.5rem', width: '60%' })

export const intro = style({ display: 'grid', gap: vars.space['3'], fontSize: vars.fontSize.lg, color: vars.color.textMuted, whiteSpace: 'pre-line' })
globalStyle(`${header}:not([data-expanded]) ${intro} > p:not(:first-child)`, { '@media': { [smallDevice]: { display: 'none' } } })

export const headerImage = style({
  width: '100%',
  maxHeight: '16rem',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  '@media': { [mq.md]: { maxHeight: '20rem' } },
})

export const layout = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': { [mq.lg]: { gridTemplateColumns: '21rem minmax(0, 1fr)', gap: vars.space['8'] } },
})

export const sidebar = style({
  display: 'grid',
  gap: vars.space['4'],
  minWidth: 0,
  '@media': {
    // Beside the list the filters stay in view while it scrolls, where the whole panel fits in the window
    // (`data-sticky`, lib/use-fits-in-view.ts); a taller one scrolls with the page, so every control can be reached.
    [mq.lg]: {
      top: `calc(${vars.headerHeight} + ${vars.space['4']})`,
      selectors: { '&[data-sticky]': { position: 'sticky' } },
    },
  },
})

export const filtersToggle = style({ justifySelf: 'start', '@media': { [mq.lg]: { display: 'none' } } })

export const panel = style({ display: 'grid', gap: vars.space['5'], minWidth: 0 })

/** Closed on phones only: from the wide layout up the panel always shows. */
export const collapsed = style({ display: 'none', '@media': { [mq.lg]: { display: 'grid' } } })

export const main = style({ display: 'grid', gap: vars.space['6'], minWidth: 0 })

/** A card's labelled facts, two columns from small screens up. */
export const facts = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  fontSize: vars.fontSize.sm,
  '@media': { [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

export const fact = style({ display: 'grid', alignContent: 'start', gap: vars.space['0.5'], minWidth: 0 })
globalStyle(`${fact} dt`, { color: vars.color.textMuted, fontWeight: 600 })
globalStyle(`${fact} dd`, { margin: 0, overflowWrap: 'anywhere' })

export const card = style({ padding: vars.space['4'], '@media': { [mq.sm]: { padding: vars.space['6'] } } })

export const cardTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 700 })

/** A card's title as the link to the item's own page. */
export const cardTitleLink = style({ textDecorationThickness: '1px', overflowWrap: 'anywhere' })

/** A short pill on a card: 'Open access', 'Closes in 3 days'. */
export const cardBadge = style({
  paddingBlock: vars.space['0.5'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceAlt,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
})

export const visit = style({ justifySelf: 'start', alignSelf: 'start' })

/** A card's or page's buttons in a row that wraps: visit, apply, save. */
export const cardActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'center' })

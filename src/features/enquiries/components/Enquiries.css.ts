import { style } from '@vanilla-extract/css'
import { mq } from '../../../styles/media.ts'
import { vars } from '../../../styles/tokens.css.ts'

export const page = style({ display: 'grid', gap: vars.space['8'], paddingBlock: vars.space['8'], '@media': { [mq.md]: { paddingBlock: vars.space['12'] } } })

export const formCard = style({ width: '100%', maxWidth: '44rem', justifySelf: 'center' })

export const formTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 800 })

export const form = style({ display: 'grid', gap: vars.space['4'], '@media': { [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } })

export const fullRow = style({ '@media': { [mq.sm]: { gridColumn: '1 / -1' } } })

export const submit = style({ justifySelf: 'start' })

/** The contact page: the details and map beside the form from tablets up. */
export const contactLayout = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': { [mq.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
})

export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: 800, '@media': { [mq.md]: { fontSize: vars.fontSize['3xl'] } } })

export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.lg })

export const details = style({ display: 'grid', gap: vars.space['3'], fontStyle: 'normal', overflowWrap: 'anywhere' })

export const detail = style({ display: 'grid', gap: vars.space['0.5'], margin: 0 })

export const detailLabel = style({ fontWeight: 700, fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const address = style({ whiteSpace: 'pre-line' })

export const map = style({
  display: 'grid',
  placeItems: 'center',
  gap: vars.space['3'],
  minHeight: '14rem',
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border}`,
  backgroundColor: vars.color.surfaceAlt,
  textAlign: 'center',
})

export const mapFrame = style({ width: '100%', height: '18rem', border: 0, borderRadius: vars.radius.md })

export const mapLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], margin: 0, padding: 0, listStyle: 'none' })

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

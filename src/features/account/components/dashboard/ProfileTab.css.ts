import { style } from '@vanilla-extract/css'
import { mq } from '../../../../styles/media.ts'
import { vars } from '../../../../styles/tokens.css.ts'

export const tab = style({ display: 'grid', gap: vars.space['6'], maxWidth: '48rem' })

export const section = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  minWidth: 0,
  '@media': { [mq.md]: { padding: vars.space['6'] } },
})

export const photoSkeleton = style({ width: '8rem', height: '8rem', borderRadius: vars.radius.pill })

/** The fields of the profile and password forms. */
export const form = style({ display: 'grid', gap: vars.space['4'] })

export const actions = style({ display: 'flex', justifyContent: 'flex-end' })

import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/tokens.css.ts'

/** The section's three lists as links beside the heading, wrapping under each other on a narrow phone. */
export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' })

/** What a member wrote, as they wrote it: plain text with its line breaks. */
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: vars.lineHeight.normal })

export const textBlock = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space['1'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceAlt,
  fontSize: vars.fontSize.sm,
})

export const form = style({ display: 'grid', gap: vars.space['4'] })

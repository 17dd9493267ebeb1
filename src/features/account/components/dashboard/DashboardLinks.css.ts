import { style } from '@vanilla-extract/css'
import { mq } from '../../../../styles/media.ts'
import { vars } from '../../../../styles/tokens.css.ts'

/** A wrapping row of links on a phone; a card with a column of them from 1024 px. */
export const panel = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  '@media': {
    [mq.lg]: {
      flexDirection: 'column',
      alignItems: 'stretch',
      padding: vars.space['4'],
      borderRadius: vars.radius.lg,
      border: `1px solid ${vars.color.border}`,
      backgroundColor: vars.color.surface,
    },
  },
})

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  '@media': { [mq.lg]: { flexDirection: 'column' } },
})

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.touch,
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceAlt,
  fontWeight: 600,
  textDecoration: 'none',
  '@media': { [mq.lg]: { borderRadius: vars.radius.sm } },
})

export const logout = style({ '@media': { [mq.lg]: { marginBlockStart: vars.space['2'] } } })

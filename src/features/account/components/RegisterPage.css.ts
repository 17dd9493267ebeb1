import { style } from '@vanilla-extract/css'
import { mq } from '../../../styles/media.ts'
import { form } from './AuthScreen.css.ts'

// One column on phones; from 640 px name and email, then qualification and profession, sit side by side.
export const grid = style([form, { '@media': { [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } }])

export const fullRow = style({ gridColumn: '1 / -1', display: 'grid', minWidth: 0 })

// An address is one long word; it may break anywhere rather than widen the form past a phone's screen.
export const address = style({ overflowWrap: 'anywhere' })

import { style } from '@vanilla-extract/css'

// What someone typed, as they typed it: line breaks kept, a long word or address broken rather than widening the page.
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })

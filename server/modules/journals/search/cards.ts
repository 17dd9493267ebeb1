import type { Journal } from '../../../../contract/journals.ts'
import type { JournalIndex } from './journal-index.ts'

const decoder = new TextDecoder()

/**
 * A document's card as an object, as the list and the matcher answer it. The index keeps every card as UTF-8 JSON
 * back to back, one buffer a thread can hand over whole (docs/decisions/0007, 0050).
 */
export const cardOf = (index: JournalIndex, doc: number): Journal =>
  JSON.parse(decoder.decode(index.cardBytes.subarray(index.cardOffsets[doc], index.cardOffsets[doc + 1])))

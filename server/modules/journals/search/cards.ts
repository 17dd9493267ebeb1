import type { Journal } from '../../../../contract/journals.ts'
import type { JournalIndex } from './journal-index.ts'

/** A document's card as the UTF-8 JSON the API sends (a view into the index, not a copy). */
export const cardBytes = (index: JournalIndex, doc: number) => index.cardBytes.subarray(index.cardOffsets[doc], index.cardOffsets[doc + 1])

/** A document's card as an object: for the few places that read a card rather than send it. */
export const cardOf = (index: JournalIndex, doc: number): Journal => JSON.parse(Buffer.from(cardBytes(index, doc)).toString('utf8'))

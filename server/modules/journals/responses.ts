import { cardBytes } from './search/cards.ts'
import type { JournalIndex } from './search/journal-index.ts'
import type { ListResult } from './search/list-search.ts'
import type { matchManuscript } from './search/matcher.ts'

// Cards are kept as UTF-8 JSON (PackedIndex.cardBytes), so answers are put together from slices of it.
// Their shapes are the contract's JournalListResponse and ManuscriptMatchResponse; the route tests parse
// every answer with those schemas.

const text = (s: string) => Buffer.from(s, 'utf8')
const comma = text(',')

function joined(parts: Uint8Array[]) {
  return parts.flatMap((part, i) => (i ? [comma, part] : [part]))
}

export const journalListJson = (index: JournalIndex, { docs, hasMore }: ListResult) =>
  Buffer.concat([text('{"data":{"journals":['), ...joined(docs.map((doc) => cardBytes(index, doc))), text(`],"hasMore":${hasMore}}}`)])

export const manuscriptMatchJson = (index: JournalIndex, { matches, subjects }: ReturnType<typeof matchManuscript>) =>
  Buffer.concat([
    text('{"data":{"matches":['),
    ...joined(
      matches.map(({ doc, score, sharedTerms, matchedSubjects }) =>
        Buffer.concat([
          text('{"journal":'),
          cardBytes(index, doc),
          text(`,"score":${score},"sharedTerms":${JSON.stringify(sharedTerms)},"matchedSubjects":${JSON.stringify(matchedSubjects)}}`),
        ]),
      ),
    ),
    text(`],"subjects":${JSON.stringify(subjects)}}}`),
  ])

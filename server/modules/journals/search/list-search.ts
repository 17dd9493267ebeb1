import { pageWindow, toPage } from '../../../db/paging.ts'
import { compileFilter, type CompiledFilter, type JournalFilters } from './filters.ts'
import type { JournalIndex } from './journal-index.ts'
import { completionsOf, findTerm, rarity } from './dictionary.ts'
import { stem, words, type Word } from './terms.ts'
import { createTopK } from './top-k.ts'

// A prefix as short as "ca" has thousands of completions; the most frequent ones are what a person typing
// most likely means, and a cap keeps each keystroke's query cheap.
const MAX_COMPLETIONS = 24
// A completion counts a little less than the word as typed.
const COMPLETION_FACTOR = 0.9
// Words past these are ignored: a search box query longer than this is a paste, and each word costs a pass.
const MAX_WORDS = 12

export interface ListQuery extends JournalFilters {
  page: number
  pageSize: number
  search?: string
  /** The best match first (without words, the default order); the highest impact factor first; or by title. */
  sort?: 'relevance' | 'impact-factor' | 'title'
}

/**
 * Terms that stand for the last word while it is still being typed: its exact stem and its completions.
 * When the word as typed is a term, completions count with its rarity (a little less), so typing "heart"
 * does not rank "heartburn" first merely because heartburn is rarer.
 */
function completions(index: JournalIndex, word: Word): { term: number; factor: number }[] {
  const found = new Map<number, number>()
  const exact = findTerm(index, stem(word.folded))
  if (exact !== undefined) found.set(exact, 1)
  const factor = (t: number) => (exact === undefined ? 1 : (COMPLETION_FACTOR * rarity(index, exact)) / rarity(index, t))
  for (const prefix of new Set([word.folded, stem(word.folded)])) {
    for (const t of completionsOf(index, prefix, MAX_COMPLETIONS)) if (!found.has(t) && found.size < MAX_COMPLETIONS) found.set(t, factor(t))
  }
  return [...found].map(([term, factor]) => ({ term, factor }))
}

/**
 * One group of terms per word of the search text; a journal must match every group (all words, as
 * PostgreSQL's websearch does). Null when the text has no searchable word; [] when a word matches nothing.
 */
function termGroups(index: JournalIndex, text: string) {
  const typed = words(text).slice(0, MAX_WORDS)
  if (!typed.length) return null
  const groups: { term: number; factor: number }[][] = []
  typed.forEach((word, i) => {
    const isLast = i === typed.length - 1
    const term = findTerm(index, stem(word.folded))
    groups.push(isLast ? completions(index, word) : term === undefined ? [] : [{ term, factor: 1 }])
  })
  return groups.some((g) => !g.length) ? [] : groups
}

/**
 * Scores the documents that match every group into the scratch scores and returns how many there are, in
 * the scratch document list. A document's mark counts the groups it has matched so far, so each pass only
 * touches documents still in the running.
 */
function matchAll(index: JournalIndex, groups: { term: number; factor: number }[][]) {
  const { scores, groupScores, marks, docs: matched } = index.scratch
  const { postingStart, postingDocs, postingScores } = index
  const length = (group: { term: number }[]) => group.reduce((sum, { term }) => sum + postingStart[term + 1]! - postingStart[term]!, 0)
  // The shortest group first: its documents are the only candidates, and every later pass only checks them.
  const ordered = [...groups].sort((a, b) => length(a) - length(b))
  let count = 0
  for (let g = 0; g < ordered.length; g++) {
    const group = ordered[g]!
    for (let i = 0; i < group.length; i++) {
      const { term, factor } = group[i]!
      const end = postingStart[term + 1]!
      for (let p = postingStart[term]!; p < end; p++) {
        const doc = postingDocs[p]!
        const mark = marks[doc]!
        if (mark === g) {
          marks[doc] = g + 1
          groupScores[doc] = postingScores[p]! * factor
          if (g === 0) matched[count++] = doc
        } else if (mark === g + 1) {
          // A document found through several completions of one word counts its best one.
          const score = postingScores[p]! * factor
          if (groupScores[doc]! < score) groupScores[doc] = score
        }
      }
    }
    for (let i = 0; i < count; i++) {
      const doc = matched[i]!
      if (marks[doc] === g + 1) scores[doc] = (g === 0 ? 0 : scores[doc]!) + groupScores[doc]!
    }
  }
  const all = ordered.length
  let kept = 0
  for (let i = 0; i < count; i++) {
    const doc = matched[i]!
    if (marks[doc] === all) matched[kept++] = doc
    marks[doc] = 0
  }
  return kept
}

/** How many documents from the start hold the page and one more, as every list pages (server/db/paging.ts). */
function wantedDocs({ page, pageSize }: ListQuery) {
  const { offset, limit } = pageWindow(page, pageSize)
  return offset + limit
}

function pageOf(docs: number[], { page, pageSize }: ListQuery): ListResult {
  const { items, hasMore } = toPage(docs.slice(pageWindow(page, pageSize).offset), pageSize)
  return { docs: items, hasMore }
}

/** Without search text: the default order, read from the start until the page and one more are found. */
function browse(filter: CompiledFilter, query: ListQuery) {
  const wanted = wantedDocs(query)
  const found: number[] = []
  const source = filter.candidates
  if (source) {
    for (let i = 0; i < source.length && found.length < wanted && source[i]! < filter.end; i++) if (filter.accepts(source[i]!)) found.push(source[i]!)
  } else {
    for (let doc = 0; doc < filter.end && found.length < wanted; doc++) if (filter.accepts(doc)) found.push(doc)
  }
  return found
}

/** Without search text, by title: the title order read from the start, or a filter's short list ranked by title. */
function browseByTitle(index: JournalIndex, filter: CompiledFilter, query: ListQuery) {
  const wanted = wantedDocs(query)
  const { titleOrder, titleRank } = index
  if (filter.candidates) {
    const top = createTopK(wanted)
    for (const doc of filter.candidates) if (doc < filter.end && filter.accepts(doc)) top.push(doc, -titleRank[doc]!)
    return top.sorted().map((r) => r.doc)
  }
  const found: number[] = []
  for (let i = 0; i < titleOrder.length && found.length < wanted; i++) {
    const doc = titleOrder[i]!
    if (doc < filter.end && filter.accepts(doc)) found.push(doc)
  }
  return found
}

export interface ListResult {
  /** The page's documents, best first. */
  docs: number[]
  hasMore: boolean
}

/**
 * `GET /api/journals`: a page of journals matching the filters and the search text, in the chosen order: the best
 * match first, the highest impact factor first (the default order, documents' own numbers), or by title.
 */
export function listJournals(index: JournalIndex, query: ListQuery): ListResult {
  const filter = compileFilter(index, query)
  if (!filter.possible) return { docs: [], hasMore: false }
  const groups = query.search ? termGroups(index, query.search) : null
  if (!groups) return pageOf(query.sort === 'title' ? browseByTitle(index, filter, query) : browse(filter, query), query)
  const top = createTopK(wantedDocs(query))
  const { scores, docs } = index.scratch
  const { titleRank } = index
  // The kept are the highest scores: for an order other than the match's, a lower place scores higher.
  const score = query.sort === 'title' ? (doc: number) => -titleRank[doc]! : query.sort === 'impact-factor' ? (doc: number) => -doc : (doc: number) => scores[doc]!
  const count = matchAll(index, groups)
  for (let i = 0; i < count; i++) {
    const doc = docs[i]!
    if (filter.accepts(doc)) top.push(doc, score(doc))
  }
  return pageOf(
    top.sorted().map((r) => r.doc),
    query,
  )
}

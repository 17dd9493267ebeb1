import type { Option } from '../../../../contract/journals.ts'
import { findTerm } from './dictionary.ts'
import { compileFilter, rowHas, type JournalFilters } from './filters.ts'
import type { JournalIndex } from './journal-index.ts'
import { manuscriptBoilerplate } from './stopwords.ts'
import { stem, words } from './terms.ts'
import { createTopK } from './top-k.ts'

export interface Manuscript {
  title: string
  abstract: string
  keywords: string[]
}

export interface ManuscriptMatch {
  doc: number
  /** 1 for the best match of this answer, less for the others. */
  score: number
  sharedTerms: string[]
  matchedSubjects: Option[]
}

// Where a word stands in the manuscript: the title and keywords are the author's own summary.
const WEIGHT = { title: 2, keywords: 2, abstract: 1 }
// The most telling words only: an abstract has a few hundred, and each costs a pass over its postings.
const MAX_TERMS = 48
// A word in more than this share of journals tells no field from another ("clinical", "health").
const MAX_SHARE = 0.25
// How many of the best raw matches vote on the manuscript's subjects, and how much those subjects count.
const SUBJECT_VOTERS = 30
const SUBJECT_BOOST = 0.5
const SUBJECT_SHARE = 0.35
const MAX_SUBJECTS = 3
const MAX_SHARED_TERMS = 6

interface QueryTerm {
  term: number
  weight: number
  /** The manuscript's own word for it, for "why it matched". */
  surface: string
}

function queryTerms(index: JournalIndex, manuscript: Manuscript): QueryTerm[] {
  const counts = new Map<number, { count: number; surface: string }>()
  const maxFrequency = Math.max(3, index.size * MAX_SHARE)
  const add = (text: string, weight: number) => {
    for (const word of words(text)) {
      if (manuscriptBoilerplate.has(word.folded)) continue
      const term = findTerm(index, stem(word.folded))
      if (term === undefined || index.docFrequency[term]! > maxFrequency) continue
      const seen = counts.get(term)
      if (seen) seen.count += weight
      else counts.set(term, { count: weight, surface: word.surface })
    }
  }
  add(manuscript.title, WEIGHT.title)
  for (const keyword of manuscript.keywords) add(keyword, WEIGHT.keywords)
  add(manuscript.abstract, WEIGHT.abstract)
  const rarity = (term: number) => Math.log(1 + index.size / index.docFrequency[term]!)
  return [...counts]
    .map(([term, { count, surface }]) => ({ term, surface, weight: 1 + Math.log(count) }))
    .sort((a, b) => b.weight * rarity(b.term) - a.weight * rarity(a.term))
    .slice(0, MAX_TERMS)
}

/** Where `doc` sits in the term's postings (which are in document order), or -1. */
function postingOf(index: JournalIndex, term: number, doc: number) {
  let low = index.postingStart[term]!
  let high = index.postingStart[term + 1]!
  while (low < high) {
    const mid = (low + high) >> 1
    const found = index.postingDocs[mid]!
    if (found === doc) return mid
    if (found < doc) low = mid + 1
    else high = mid
  }
  return -1
}

/**
 * "Match my manuscript": BM25 over the catalogue with the manuscript's most telling words as the query,
 * then a boost for journals in the subjects the best raw matches share (a cardiology abstract that
 * mentions diabetes still belongs with cardiology journals). Nothing of the text outlives the call.
 */
export function matchManuscript(index: JournalIndex, manuscript: Manuscript, filters: JournalFilters, limit: number) {
  const terms = queryTerms(index, manuscript)
  const filter = compileFilter(index, filters)
  const { scores, marks, docs: touched } = index.scratch
  const { postingStart, postingDocs, postingScores, docSubjects } = index
  let count = 0
  for (const { term, weight } of terms) {
    const end = postingStart[term + 1]!
    for (let p = postingStart[term]!; p < end; p++) {
      const doc = postingDocs[p]!
      if (!marks[doc]) {
        marks[doc] = 1
        scores[doc] = 0
        touched[count++] = doc
      }
      scores[doc]! += weight * postingScores[p]!
    }
  }

  const voters = createTopK(SUBJECT_VOTERS)
  for (let i = 0; i < count; i++) voters.push(touched[i]!, scores[touched[i]!]!)
  const subjectVotes = new Float64Array(index.subjects.length)
  for (const { doc, score } of voters.sorted()) {
    for (let i = docSubjects.offsets[doc]!; i < docSubjects.offsets[doc + 1]!; i++) subjectVotes[docSubjects.values[i]!]! += score
  }
  const topVote = Math.max(0, ...subjectVotes)
  const fit = (subject: number) => (topVote > 0 ? subjectVotes[subject]! / topVote : 0)
  const subjectFit = (doc: number) => {
    let best = 0
    for (let i = docSubjects.offsets[doc]!; i < docSubjects.offsets[doc + 1]!; i++) best = Math.max(best, fit(docSubjects.values[i]!))
    return best
  }

  const top = createTopK(limit)
  for (let i = 0; i < count; i++) {
    const doc = touched[i]!
    if (filter.possible && filter.accepts(doc)) top.push(doc, scores[doc]! * (1 + SUBJECT_BOOST * subjectFit(doc)))
    marks[doc] = 0
  }

  const subjects = [...subjectVotes.keys()]
    .filter((s) => fit(s) >= SUBJECT_SHARE)
    .sort((a, b) => subjectVotes[b]! - subjectVotes[a]!)
    .slice(0, MAX_SUBJECTS)
  const ranked = top.sorted()
  const best = ranked[0]?.score ?? 1
  const matches: ManuscriptMatch[] = ranked.map(({ doc, score }) => {
    const shared = terms
      .map((t) => ({ surface: t.surface, weight: t.weight * (index.postingScores[postingOf(index, t.term, doc)] ?? 0) }))
      .filter((t) => t.weight > 0)
      .sort((a, b) => b.weight - a.weight)
    return {
      doc,
      score: Math.round((score / best) * 1000) / 1000,
      sharedTerms: [...new Set(shared.map((t) => t.surface))].slice(0, MAX_SHARED_TERMS),
      matchedSubjects: subjects.filter((s) => rowHas(docSubjects, doc, s)).map((s) => index.subjects[s]!),
    }
  })
  return { matches, subjects: subjects.map((s) => index.subjects[s]!) }
}

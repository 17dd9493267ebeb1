import type { JournalIndex } from './journal-index.ts'
import { createTopK } from './top-k.ts'

const termAt = (index: JournalIndex, t: number) => index.dictionary.slice(index.termOffsets[t], index.termOffsets[t + 1])

/** The first term not below `text` in code-unit order. */
function lowerBound(index: JournalIndex, text: string) {
  let low = 0
  let high = index.docFrequency.length
  while (low < high) {
    const mid = (low + high) >> 1
    if (termAt(index, mid) < text) low = mid + 1
    else high = mid
  }
  return low
}

/** The number of a term, or undefined when no journal uses it. */
export function findTerm(index: JournalIndex, term: string): number | undefined {
  const t = lowerBound(index, term)
  return t < index.docFrequency.length && termAt(index, t) === term ? t : undefined
}

/** Up to `limit` terms that start with `prefix`, the most frequent ones: what a half-typed word most likely is. */
export function completionsOf(index: JournalIndex, prefix: string, limit: number): number[] {
  const from = lowerBound(index, prefix)
  // Sorted terms that start with the prefix form one run; '\uffff' sorts after every character in them.
  const to = lowerBound(index, `${prefix}\uffff`)
  const top = createTopK(limit)
  for (let t = from; t < to; t++) top.push(t, index.docFrequency[t]!)
  return top.sorted().map((r) => r.doc)
}

/** BM25's inverse document frequency of a term, as folded into its postings' scores at build time. */
export const rarity = (index: JournalIndex, t: number) => Math.log(1 + (index.size - index.docFrequency[t]! + 0.5) / (index.docFrequency[t]! + 0.5))

import type { DocLists, JournalIndex, Rows } from './journal-index.ts'

/** What a person can narrow journals by, in the finder and in "Match my manuscript". */
export interface JournalFilters {
  publisher?: string
  /** Any of these indexing services. */
  indexes?: string[]
  /** 0 or less means no minimum, so journals without an impact factor stay in. */
  minImpactFactor?: number
  subject?: string
  openAccess?: boolean
  noApc?: boolean
  maxWeeks?: number
}

export interface CompiledFilter {
  /** False when the filters name something the catalogue lacks: nothing can match. */
  possible: boolean
  accepts(doc: number): boolean
  /** A short list of documents (in default order) that holds every match, or null for "all of them". */
  candidates: Int32Array | null
  /** Documents from here on cannot match (impact factors are in descending order); `size` when any can. */
  end: number
}

export const rowHas = (rows: Rows, doc: number, value: number) => {
  for (let i = rows.offsets[doc]!; i < rows.offsets[doc + 1]!; i++) if (rows.values[i] === value) return true
  return false
}
const rowHasAny = (rows: Rows, doc: number, values: number[]) => values.some((v) => rowHas(rows, doc, v))

/** The first document whose impact factor is below `min` (no impact factor counts as below). */
function firstBelow(impact: Float64Array, min: number) {
  let low = 0
  let high = impact.length
  while (low < high) {
    const mid = (low + high) >> 1
    if (impact[mid]! >= min) low = mid + 1
    else high = mid
  }
  return low
}

const impossible: CompiledFilter = { possible: false, accepts: () => false, candidates: new Int32Array(0), end: 0 }

export function compileFilter(index: JournalIndex, filters: JournalFilters): CompiledFilter {
  const publisher = filters.publisher === undefined ? undefined : index.publisherNumber.get(filters.publisher)
  const subject = filters.subject === undefined ? undefined : index.subjectNumber.get(filters.subject)
  const indexes = filters.indexes?.length ? filters.indexes.flatMap((slug) => index.indexNumber.get(slug) ?? []) : undefined
  if ((filters.publisher !== undefined && publisher === undefined) || (filters.subject !== undefined && subject === undefined)) return impossible
  if (indexes && !indexes.length) return impossible

  const min = filters.minImpactFactor !== undefined && filters.minImpactFactor > 0 ? filters.minImpactFactor : undefined
  const { impact, publisherOf, openAccess, noApc, weeks, docIndexes, docSubjects } = index
  const { maxWeeks } = filters
  const wantOpenAccess = filters.openAccess === true
  const wantNoApc = filters.noApc === true

  const docsOf = (lists: DocLists, n: number | undefined) => (n === undefined ? null : lists.docs.subarray(lists.offsets[n], lists.offsets[n + 1]))
  const lists = [docsOf(index.publisherDocs, publisher), docsOf(index.subjectDocs, subject)]
  const candidates = lists.reduce<Int32Array | null>((best, list) => (list && (!best || list.length < best.length) ? list : best), null)

  return {
    possible: true,
    candidates,
    end: min === undefined ? index.size : firstBelow(impact, min),
    accepts(doc) {
      if (publisher !== undefined && publisherOf[doc] !== publisher) return false
      // NaN (no impact factor) fails every comparison, so it fails a minimum too.
      if (min !== undefined && !(impact[doc]! >= min)) return false
      if (wantOpenAccess && !openAccess[doc]) return false
      if (wantNoApc && !noApc[doc]) return false
      if (maxWeeks !== undefined && weeks[doc]! > maxWeeks) return false
      if (subject !== undefined && !rowHas(docSubjects, doc, subject)) return false
      if (indexes && !rowHasAny(docIndexes, doc, indexes)) return false
      return true
    },
  }
}

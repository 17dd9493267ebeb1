import type { Journal, Option } from '../../../../contract/journals.ts'
import { surfaces, termOf } from './terms.ts'

/** A journal as the catalogue holds it: the card the API sends plus the aims and scope text it searches. */
export interface CatalogueRecord extends Journal {
  scope: string
}

// How much a word counts by where it stands: a title word says most about a journal, its scope the least.
const FIELD_WEIGHT = { title: 4, keywords: 2, subjects: 2, publisher: 1.5, scope: 1 }
// Scope texts run long; their first few hundred words say what the journal is about.
const SCOPE_MAX_WORDS = 400
// BM25's usual constants: term frequency saturates (k1), long texts are discounted (b).
const K1 = 1.2
const B = 0.75
const NO_WEEKS = 0xffff

/** Compressed rows: the values of row i are values[offsets[i]] up to values[offsets[i + 1]]. */
export interface Rows {
  offsets: Uint32Array
  values: Uint16Array
}

/** Documents of each option (publisher, subject), in default order: the short list to read for a filter. */
export interface DocLists {
  offsets: Uint32Array
  docs: Int32Array
}

/**
 * Everything search needs, derived from the database (the source of truth). Only typed arrays and a few
 * small lists: a worker thread builds it and hands it over without copying, and however large the
 * catalogue, the garbage collector has almost nothing to walk. Documents are numbered in the finder's
 * default order (highest impact factor first, then title), so a lower number wins a tie and a list
 * without search text is read straight from the start.
 */
export interface PackedIndex {
  size: number
  /** Each journal's card as UTF-8 JSON, back to back: an answer is a few slices of this. */
  cardBytes: Uint8Array
  cardOffsets: Uint32Array
  /** Impact factor by document; NaN when the journal has none. */
  impact: Float64Array
  /** The documents by title (then in default order), and each document's place there: the finder's title order. */
  titleOrder: Int32Array
  titleRank: Int32Array
  /** Publisher number by document; -1 for none. */
  publisherOf: Int32Array
  openAccess: Uint8Array
  noApc: Uint8Array
  /** Weeks to publication; NO_WEEKS when unknown. */
  weeks: Uint16Array
  docIndexes: Rows
  docSubjects: Rows
  publishers: Option[]
  publisherDocs: DocLists
  subjects: Option[]
  subjectDocs: DocLists
  /** Every indexing service, in the filter's order. */
  indexes: Option[]
  /** Filter options that have journals, sorted by title. */
  publisherOptions: Option[]
  subjectOptions: Option[]
  maxImpactFactor: { slug: string; title: string; impactFactor: number } | null
  /** The terms in code-unit order, back to back: term t is dictionary.slice(termOffsets[t], termOffsets[t + 1]). */
  dictionary: string
  termOffsets: Uint32Array
  docFrequency: Uint32Array
  /** Postings of term t: postingDocs / postingScores from postingStart[t] to postingStart[t + 1], by document. */
  postingStart: Uint32Array
  postingDocs: Int32Array
  /** Each posting's BM25 weight, worked out at build time so a query only adds numbers up. */
  postingScores: Float32Array
}

class Growable<T extends Int32Array | Float32Array | Uint8Array> {
  length = 0
  constructor(public data: T) {}
  reserve(extra: number) {
    if (this.length + extra <= this.data.length) return
    let size = this.data.length * 2
    while (size < this.length + extra) size *= 2
    const bigger = new (this.data.constructor as new (n: number) => T)(size)
    bigger.set(this.data)
    this.data = bigger
  }
  push(value: number) {
    this.reserve(1)
    this.data[this.length++] = value
  }
  /** An exact-size copy, so that handing it to another thread moves no spare capacity. */
  done(): T {
    return this.data.slice(0, this.length) as T
  }
}

/** Options (publishers, subjects, indexes) numbered as first seen. */
function createOptionTable(initial: Option[] = []) {
  const options: Option[] = []
  const numbers = new Map<string, number>()
  const number = (option: Option) => {
    let n = numbers.get(option.slug)
    if (n === undefined) {
      n = options.length
      options.push({ slug: option.slug, title: option.title })
      numbers.set(option.slug, n)
    }
    return n
  }
  initial.forEach(number)
  return { options, number }
}

const byTitle = new Intl.Collator('en', { sensitivity: 'base', numeric: true })
const sortedOptions = (options: Option[]) => [...options].sort((a, b) => byTitle.compare(a.title, b.title))

/**
 * Builds a PackedIndex from catalogue records added in any order. `indexes` are all indexing services,
 * in the order the filter lists them.
 */
export function createIndexBuilder({ indexes }: { indexes: Option[] }) {
  const publishers = createOptionTable()
  const subjects = createOptionTable()
  const indexTable = createOptionTable(indexes)

  const terms: string[] = []
  const termNumber = new Map<string, number>()
  // Catalogue text repeats its words endlessly, and folding and stemming are the costliest steps of a
  // build, so each written word is turned into its term number once.
  const termOfWord = new Map<string, number>()
  const termNumberOf = (surface: string) => {
    let t = termOfWord.get(surface)
    if (t !== undefined) return t
    const term = termOf(surface)
    t = termNumber.get(term)
    if (t === undefined) {
      t = terms.length
      terms.push(term)
      termNumber.set(term, t)
    }
    termOfWord.set(surface, t)
    return t
  }

  // Per document, in the order added; the default order is only known at the end.
  const cards: string[] = []
  const sortKeys: { impact: number; title: string; id: number }[] = []
  const impact: number[] = []
  const publisherOf: number[] = []
  const openAccess: number[] = []
  const noApc: number[] = []
  const weeks: number[] = []
  const docIndexes: number[][] = []
  const docSubjects: number[][] = []
  const docLength: number[] = []
  // Postings as (term, weight) pairs, document after document; postingsFrom[d] is where d's begin.
  const postingTerm = new Growable(new Int32Array(1 << 16))
  const postingWeight = new Growable(new Float32Array(1 << 16))
  const postingsFrom: number[] = []
  let maxImpact: PackedIndex['maxImpactFactor'] = null

  let weights = new Float64Array(1 << 12)
  const touched: number[] = []
  const addText = (text: string, weight: number, maxWords = Infinity) => {
    let count = 0
    for (const surface of surfaces(text)) {
      if (++count > maxWords) break
      const t = termNumberOf(surface)
      if (t >= weights.length) {
        const bigger = new Float64Array(Math.max(weights.length * 2, t + 1))
        bigger.set(weights)
        weights = bigger
      }
      if (weights[t] === 0) touched.push(t)
      weights[t]! += weight
    }
  }

  function add(records: CatalogueRecord[]) {
    for (const record of records) {
      const { scope, ...card } = record
      cards.push(JSON.stringify(card satisfies Journal))
      sortKeys.push({ impact: card.impactFactor ?? -1, title: card.title.toLowerCase(), id: card.id })
      if (card.impactFactor !== null && (!maxImpact || card.impactFactor > maxImpact.impactFactor)) {
        maxImpact = { slug: card.slug, title: card.title, impactFactor: card.impactFactor }
      }
      impact.push(card.impactFactor ?? NaN)
      publisherOf.push(card.publisher ? publishers.number(card.publisher) : -1)
      openAccess.push(card.openAccess ? 1 : 0)
      noApc.push(card.apc ? 0 : 1)
      weeks.push(card.weeksToPublication ?? NO_WEEKS)
      docIndexes.push(card.indexes.map(indexTable.number))
      docSubjects.push(card.subjects.map(subjects.number))

      addText(card.title, FIELD_WEIGHT.title)
      for (const keyword of card.keywords) addText(keyword, FIELD_WEIGHT.keywords)
      for (const subject of card.subjects) addText(subject.title, FIELD_WEIGHT.subjects)
      if (card.publisher) addText(card.publisher.title, FIELD_WEIGHT.publisher)
      addText(scope, FIELD_WEIGHT.scope, SCOPE_MAX_WORDS)
      postingsFrom.push(postingTerm.length)
      let length = 0
      for (const t of touched) {
        postingTerm.push(t)
        postingWeight.push(weights[t]!)
        length += weights[t]!
        weights[t] = 0
      }
      touched.length = 0
      docLength.push(length)
    }
  }

  function finish(): PackedIndex {
    const size = cards.length
    postingsFrom.push(postingTerm.length)
    // The default order: impact factor, highest first (none last), then title, then id.
    const order = Array.from({ length: size }, (_, d) => d).sort((a, b) => {
      const x = sortKeys[a]!
      const y = sortKeys[b]!
      return y.impact - x.impact || (x.title < y.title ? -1 : x.title > y.title ? 1 : 0) || x.id - y.id
    })

    // Terms in code-unit order, so a prefix's completions are one contiguous range.
    const termOrder = Array.from({ length: terms.length }, (_, t) => t).sort((a, b) => (terms[a]! < terms[b]! ? -1 : 1))
    const sortedTerm = new Int32Array(terms.length)
    termOrder.forEach((t, i) => (sortedTerm[t] = i))
    const termOffsets = new Uint32Array(terms.length + 1)
    termOrder.forEach((t, i) => (termOffsets[i + 1] = termOffsets[i]! + terms[t]!.length))

    const docFrequency = new Uint32Array(terms.length)
    for (let i = 0; i < postingTerm.length; i++) docFrequency[sortedTerm[postingTerm.data[i]!]!]!++
    const postingStart = new Uint32Array(terms.length + 1)
    for (let t = 0; t < terms.length; t++) postingStart[t + 1] = postingStart[t]! + docFrequency[t]!
    const cursor = postingStart.slice(0, terms.length)
    const idf = new Float64Array(terms.length)
    // The same as rarity() in dictionary.ts, which queries use to compare terms.
    for (let t = 0; t < terms.length; t++) idf[t] = Math.log(1 + (size - docFrequency[t]! + 0.5) / (docFrequency[t]! + 0.5))
    const averageLength = docLength.reduce((a, b) => a + b, 0) / Math.max(1, size)

    const postingDocs = new Int32Array(postingTerm.length)
    const postingScores = new Float32Array(postingTerm.length)
    const encoder = new TextEncoder()
    const cardBytes = new Growable(new Uint8Array(1 << 16))
    const cardOffsets = new Uint32Array(size + 1)
    const rows = (lists: number[][]) => {
      const offsets = new Uint32Array(size + 1)
      order.forEach((d, doc) => (offsets[doc + 1] = offsets[doc]! + lists[d]!.length))
      const values = new Uint16Array(offsets[size]!)
      order.forEach((d, doc) => values.set(lists[d]!, offsets[doc]!))
      return { offsets, values }
    }
    const docLists = (count: number, of: (d: number) => number[]) => {
      const offsets = new Uint32Array(count + 1)
      for (const d of order) for (const n of of(d)) offsets[n + 1]!++
      for (let n = 0; n < count; n++) offsets[n + 1]! += offsets[n]!
      const fill = offsets.slice(0, count)
      const docs = new Int32Array(offsets[count]!)
      order.forEach((d, doc) => {
        for (const n of of(d)) docs[fill[n]!++] = doc
      })
      return { offsets, docs }
    }

    // Documents in default order: each one's postings land at the end of its terms' lists, so every list
    // comes out in document order.
    order.forEach((d, doc) => {
      const norm = K1 * (1 - B + (B * docLength[d]!) / averageLength)
      for (let i = postingsFrom[d]!; i < postingsFrom[d + 1]!; i++) {
        const t = sortedTerm[postingTerm.data[i]!]!
        const weight = postingWeight.data[i]!
        const at = cursor[t]!++
        postingDocs[at] = doc
        postingScores[at] = (idf[t]! * weight * (K1 + 1)) / (weight + norm)
      }
      const json = cards[d]!
      cardBytes.reserve(json.length * 3)
      cardBytes.length += encoder.encodeInto(json, cardBytes.data.subarray(cardBytes.length)).written
      cardOffsets[doc + 1] = cardBytes.length
    })

    const titleOrder = Int32Array.from({ length: size }, (_, doc) => doc).sort((a, b) => {
      const x = sortKeys[order[a]!]!.title
      const y = sortKeys[order[b]!]!.title
      return x < y ? -1 : x > y ? 1 : a - b
    })
    const titleRank = new Int32Array(size)
    titleOrder.forEach((doc, rank) => (titleRank[doc] = rank))

    const permuted = <T extends Float64Array | Int32Array | Uint8Array | Uint16Array>(Type: new (n: number) => T, values: number[]) => {
      const out = new Type(size)
      order.forEach((d, doc) => (out[doc] = values[d]!))
      return out
    }
    return {
      size,
      cardBytes: cardBytes.done(),
      cardOffsets,
      impact: permuted(Float64Array, impact),
      titleOrder,
      titleRank,
      publisherOf: permuted(Int32Array, publisherOf),
      openAccess: permuted(Uint8Array, openAccess),
      noApc: permuted(Uint8Array, noApc),
      weeks: permuted(Uint16Array, weeks),
      docIndexes: rows(docIndexes),
      docSubjects: rows(docSubjects),
      publishers: publishers.options,
      publisherDocs: docLists(publishers.options.length, (d) => (publisherOf[d]! >= 0 ? [publisherOf[d]!] : [])),
      subjects: subjects.options,
      subjectDocs: docLists(subjects.options.length, (d) => docSubjects[d]!),
      indexes: indexTable.options,
      publisherOptions: sortedOptions(publishers.options),
      subjectOptions: sortedOptions(subjects.options),
      maxImpactFactor: maxImpact,
      dictionary: termOrder.map((t) => terms[t]).join(''),
      termOffsets,
      docFrequency,
      postingStart,
      postingDocs,
      postingScores,
    }
  }

  return { add, finish }
}

/** The buffers of a packed index, to move it to another thread without copying. */
export function transferList(index: PackedIndex): ArrayBuffer[] {
  const arrays = [
    index.cardBytes,
    index.cardOffsets,
    index.impact,
    index.titleOrder,
    index.titleRank,
    index.publisherOf,
    index.openAccess,
    index.noApc,
    index.weeks,
    index.docIndexes.offsets,
    index.docIndexes.values,
    index.docSubjects.offsets,
    index.docSubjects.values,
    index.publisherDocs.offsets,
    index.publisherDocs.docs,
    index.subjectDocs.offsets,
    index.subjectDocs.docs,
    index.termOffsets,
    index.docFrequency,
    index.postingStart,
    index.postingDocs,
    index.postingScores,
  ]
  return arrays.map((a) => a.buffer as ArrayBuffer)
}

/** A packed index ready to query: lookups by slug and scratch space for one query at a time. */
export interface JournalIndex extends PackedIndex {
  publisherNumber: Map<string, number>
  subjectNumber: Map<string, number>
  indexNumber: Map<string, number>
  /** Queries run synchronously, so they never overlap and can share these. */
  scratch: { scores: Float64Array; groupScores: Float64Array; marks: Uint8Array; docs: Int32Array }
}

export function unpack(packed: PackedIndex): JournalIndex {
  const numbers = (options: Option[]) => new Map(options.map((o, i) => [o.slug, i]))
  const n = packed.size
  return {
    ...packed,
    publisherNumber: numbers(packed.publishers),
    subjectNumber: numbers(packed.subjects),
    indexNumber: numbers(packed.indexes),
    scratch: { scores: new Float64Array(n), groupScores: new Float64Array(n), marks: new Uint8Array(n), docs: new Int32Array(n) },
  }
}

/** Builds in the calling thread: for small catalogues (tests, the evaluation set's demo catalogue). */
export function buildIndexHere(records: CatalogueRecord[], indexes: Option[]): JournalIndex {
  const builder = createIndexBuilder({ indexes })
  builder.add(records)
  return unpack(builder.finish())
}

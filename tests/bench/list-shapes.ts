import * as v from 'valibot'
import { MAX_PAGE } from '../../contract/common.ts'
import type { Shape } from './lists.ts'
import type { FoundWord, Together } from './shape-words.ts'

// The shapes every list's requests take, built the same way for each: the pages, the words, each filter at its
// commonest and rarest value, and the orders. Each list reads its words and values from its filled database.

/** A list request's query: a name given several values (`subjects`) is repeated in the query string. */
export type Params = Record<string, string | string[]>

const rows = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'row' : 'rows'}`

/** The request for `params` on the list at `path`. */
export function pathOf(path: string, params: Params) {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(params)) for (const one of [value].flat()) query.append(name, one)
  return `${path}${query.size ? `?${query}` : ''}`
}

export const shape = (path: string, name: string, params: Params, note?: string): Shape => ({ name, path: pathOf(path, params), ...(note && { note }) })

/** The deepest page a list's query schema takes: MAX_PAGE, or a bound of the list's own below it. */
function deepestPage(query: v.GenericSchema) {
  let [low, high] = [1, MAX_PAGE]
  while (low < high) {
    const page = Math.ceil((low + high) / 2)
    if (v.safeParse(query, { page: String(page) }).success) low = page
    else high = page - 1
  }
  return low
}

/** The first page, page 20, and the deepest page the list's contract allows (`query`): the offset a request may ask for. */
export const pageShapes = (path: string, query: v.GenericSchema): Shape[] => {
  const deepest = deepestPage(query)
  return [
    shape(path, 'first page', {}),
    shape(path, 'page 20', { page: '20' }),
    shape(path, `page ${deepest.toLocaleString('en-US')} (the deepest allowed)`, { page: String(deepest) }),
  ]
}

/** The deepest page's query, for a shape asked again at it: an offset multiplies what a filter costs to read past. */
const atDeepest = (query: v.GenericSchema) => ({ page: String(deepestPage(query)) })

/** A filter of the list, its commonest and rarest listed values (`byRows`), and the query naming a value. */
export interface FilterValues {
  /** The filter as the report names it ('country'). */
  name: string
  values: { commonest: { value: string; rows: number }; rarest: { value: string; rows: number } }
  params: (value: string) => Params
}

export const filterShapes = (path: string, filters: FilterValues[]): Shape[] =>
  filters.flatMap(({ name, values: { commonest, rarest }, params }) => [
    shape(path, `${name}, the commonest`, params(commonest.value), rows(commonest.rows)),
    shape(path, `${name}, the rarest`, params(rarest.value), rows(rarest.rows)),
  ])

export interface Words {
  common: FoundWord
  rare: FoundWord
  absent: FoundWord
  /** The word whose first match comes latest in the default order, after `after` listed rows. */
  last?: FoundWord & { after: number }
}

const quoted = (w: FoundWord) => `"${w.word}": ${rows(w.rows)}`

/**
 * A common word (on the first page and the deepest the list's `query` takes), a rare one, one no row has, and the one
 * whose matches come last in the list's order.
 */
export const wordShapes = (path: string, query: v.GenericSchema, words: Words): Shape[] => [
  shape(path, 'a common word', { search: words.common.word }, quoted(words.common)),
  shape(path, 'a common word, the deepest page', { search: words.common.word, ...atDeepest(query) }, quoted(words.common)),
  shape(path, 'a rare word', { search: words.rare.word }, quoted(words.rare)),
  shape(path, 'a word no row has', { search: words.absent.word }, quoted(words.absent)),
  ...(words.last ? [shape(path, 'a word whose matches come last', { search: words.last.word }, `${quoted(words.last)}, the first after ${rows(words.last.after)}`)] : []),
]

/**
 * The common word with the value of a filter (`name`) it rarely meets, on the first page and the deepest the list's
 * `query` takes; `param` puts the value in the query.
 */
export const rarePairShapes = (path: string, query: v.GenericSchema, word: FoundWord, name: string, pair: Together, param: (value: string) => Params): Shape[] => {
  const note = `"${word.word}" and ${pair.value}: ${rows(pair.together)} of the ${name}'s ${rows(pair.rows)}`
  const params = { search: word.word, ...param(pair.value) }
  return [shape(path, `the common word + a ${name} it rarely meets`, params, note), shape(path, `the common word + a ${name} it rarely meets, the deepest page`, { ...params, ...atDeepest(query) }, note)]
}

/** Each order but the default (which every other shape uses) alone, and with a filter. */
export const sortShapes = (path: string, sorts: readonly string[], filter: { name: string; params: Params }): Shape[] =>
  sorts.slice(1).flatMap((sort) => [shape(path, `sort ${sort}`, { sort }), shape(path, `sort ${sort} + ${filter.name}`, { sort, ...filter.params })])

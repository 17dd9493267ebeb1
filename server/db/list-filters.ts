import type * as v from 'valibot'
import type { ListQuery } from '../../contract/search.ts'

// A public list's filters are declared once, by its query schema in contract/ (`VacancyListQuery`); its service and
// repository take types made from it, so a filter added there reaches them as a type error until it is handled.

/** A list's request as its route parsed it with the query schema: the page, the words, the filters. */
export type ListRequest<Q extends ListQuery> = v.InferOutput<Q>

/** Its filters, the page, words and order aside. */
type Filters<Q extends ListQuery> = Omit<v.InferOutput<Q>, 'page' | 'search' | 'sort'>

/** The list's order as its query names it (the default when left out). */
type SortOf<Q extends ListQuery> = v.InferOutput<Q> extends { sort?: infer S } ? S : never

/** A filter's name as an id's: `country` → `countryId`, a list's `subjects` → `subjectIds`. */
type IdName<K extends string, Value> = NonNullable<Value> extends readonly unknown[] ? (K extends `${infer One}s` ? `${One}Ids` : `${K}Ids`) : `${K}Id`

/**
 * Its filters with each slug read as the id of what it names (`countryId`, `subjectIds`), its words as
 * `searchQuery` gives them and its order: what the repository selects by.
 */
export type FilterIds<Q extends ListQuery> = {
  [K in keyof Filters<Q> & string as IdName<K, Filters<Q>[K]>]?: NonNullable<Filters<Q>[K]> extends readonly unknown[] ? number[] : number
} & { query?: string | null; sort?: SortOf<Q> }

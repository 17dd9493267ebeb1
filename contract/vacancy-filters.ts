import * as v from 'valibot'
import { ListPageParam, Slug } from './common.ts'
import { listSort, SearchText, slugList } from './search.ts'

// Apart from contract/vacancies.ts so the web app can check its /vacancy URL with these rules without loading
// the cards' schemas, as the journal finder does.

/** Vacancies per page of `GET /api/vacancies`. */
export const VACANCIES_PAGE_SIZE = 20
/** The most subjects one filter (or one vacancy) may name. */
export const VACANCY_MAX_SUBJECTS = 20

/** The vacancies' orders: closing soonest first (the default), or the most recently posted first. */
export const VACANCY_SORTS = ['closing', 'newest'] as const

/** `GET /api/vacancies`: open vacancies that have not closed yet, in the order `sort` names. */
export const VacancyListQuery = v.object({
  page: ListPageParam,
  sort: listSort(VACANCY_SORTS),
  /** Words of title, employer, subjects or city; the last word also matches as a prefix while typing. */
  search: v.optional(SearchText),
  country: v.optional(Slug),
  /** A state of `country`: state slugs are unique only within their country, so it needs the country too. */
  state: v.optional(Slug),
  /** A vacancy matches when it is in any of them. */
  subjects: v.optional(slugList(VACANCY_MAX_SUBJECTS, { invalid: 'Subjects must be subject slugs', tooMany: `Choose at most ${VACANCY_MAX_SUBJECTS} subjects` })),
  /** The listing's "Type". */
  qualification: v.optional(Slug),
})
export type VacancyListQuery = v.InferInput<typeof VacancyListQuery>

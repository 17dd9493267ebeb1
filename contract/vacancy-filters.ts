import * as v from 'valibot'
import { PageParam, Slug } from './common.ts'
import { SearchText } from './search.ts'

// Apart from contract/vacancies.ts so the web app can check its /vacancy URL with these rules without loading
// the cards' schemas, as the journal finder does.

/** Vacancies per page of `GET /api/vacancies`. */
export const VACANCIES_PAGE_SIZE = 20
/** The most subjects one filter (or one vacancy) may name. */
export const VACANCY_MAX_SUBJECTS = 20

/**
 * Subjects as repeated parameters (`subjects=cardiology&subjects=neurology`) or one comma-separated value; a
 * vacancy matches when it is in any of them, as ticking more boxes in the list widens it.
 */
const SubjectSlugs = v.pipe(
  v.union([v.string(), v.array(v.string())], 'Subjects must be subject slugs'),
  v.transform((value) => [...new Set([value].flat().flatMap((s) => s.split(',').map((slug) => slug.trim())))].filter(Boolean)),
  v.maxLength(VACANCY_MAX_SUBJECTS, `Choose at most ${VACANCY_MAX_SUBJECTS} subjects`),
  v.array(Slug),
)

/** `GET /api/vacancies`: open vacancies that have not closed yet, soonest closing first. */
export const VacancyListQuery = v.object({
  page: PageParam,
  /** Words of title, employer, subjects or city; the last word also matches as a prefix while typing. */
  search: v.optional(SearchText),
  country: v.optional(Slug),
  /** A state of `country`: state slugs are unique only within their country, so it needs the country too. */
  state: v.optional(Slug),
  subjects: v.optional(SubjectSlugs),
  /** The listing's "Type". */
  qualification: v.optional(Slug),
})
export type VacancyListQuery = v.InferInput<typeof VacancyListQuery>

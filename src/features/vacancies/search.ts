import * as v from 'valibot'
import { VACANCY_MAX_SUBJECTS } from '../../../contract/vacancy-filters.ts'
import { optionalParam, searchTextParam, slugListParam, slugParam } from '../../lib/search-params.ts'

// The /vacancy URL holds the filters `GET /api/vacancies` takes, with the API's own rules and limits
// (contract/vacancy-filters.ts, through lib/search-params.ts), as the journal finder's does: a value the API
// would refuse reads as "not set". The page is not in the URL; the list loads pages as it scrolls.

/** The vacancy list's filters as the URL holds them; every one is optional and absent by default. */
export const VacancySearch = v.object({
  search: optionalParam(searchTextParam),
  country: optionalParam(slugParam),
  state: optionalParam(slugParam),
  subjects: optionalParam(slugListParam(VACANCY_MAX_SUBJECTS)),
  qualification: optionalParam(slugParam),
})
export type VacancySearch = v.InferOutput<typeof VacancySearch>

import type * as v from 'valibot'
import { VacancyListQuery } from '../../../contract/vacancy-filters.ts'
import { directorySearch } from '../../lib/search-params.ts'

/** The /vacancy address: the filters `GET /api/vacancies` takes (lib/search-params.ts). */
export const VacancySearch = directorySearch(VacancyListQuery)
export type VacancySearch = v.InferOutput<typeof VacancySearch>

import { queryOptions } from '@tanstack/react-query'
import { VacancyResponse } from '../../../../contract/vacancies.ts'
import { getJson } from '../../../lib/api.ts'
import { vacancyKeys } from './vacancies-keys.ts'

/** One vacancy for its page, open or closed; 404 for a draft or one that does not exist. */
export const vacancyQuery = (slug: string) =>
  queryOptions({
    queryKey: vacancyKeys.item(slug),
    queryFn: ({ signal }) => getJson(VacancyResponse, `vacancies/${encodeURIComponent(slug)}`, { signal }).then((r) => r.data),
  })

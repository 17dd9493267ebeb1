import type { QueryClient } from '@tanstack/react-query'
import { VacancySlug } from '../../../../contract/vacancies.ts'
import { loadItem } from '../../../lib/load-item.ts'
import { vacancyQuery } from './vacancies-queries.ts'

/** A vacancy's page: the vacancy, or the not-found screen. */
export const loadVacancy = (queryClient: QueryClient, slug: string) => loadItem(queryClient, VacancySlug, slug, vacancyQuery)

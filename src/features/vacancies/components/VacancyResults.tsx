import { useMemo } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import type { Vacancy } from '../../../../contract/vacancies.ts'
import { InfiniteList, shownCount, type InfiniteListTexts } from '../../../ui/InfiniteList.tsx'
import { useListGate } from '../../plans/index.ts'
import { vacanciesInfiniteQuery } from '../api/vacancies-queries.ts'
import type { VacancySearch } from '../search.ts'
import { VacancyCard } from './VacancyCard.tsx'

const texts: InfiniteListTexts = {
  loading: 'Loading vacancies...',
  loadingMore: 'Loading more vacancies...',
  empty: 'No vacancies match your filters.',
  end: 'No more vacancies to load.',
  count: shownCount('vacancy', 'vacancies'),
}

const itemKey = (vacancy: Vacancy) => vacancy.slug
const renderItem = (vacancy: Vacancy) => <VacancyCard vacancy={vacancy} />

interface VacancyResultsProps {
  filters: VacancySearch
  /** Whether the plan allows more than the first page; undefined while that is being checked. */
  access: boolean | undefined
  onGated: () => void
}

/** The open vacancies for the URL's filters, soonest closing first. */
export function VacancyResults({ filters, access, onGated }: VacancyResultsProps) {
  const query = useInfiniteQuery(vacanciesInfiniteQuery(filters))
  const vacancies = useMemo(() => query.data?.pages.flatMap((page) => page.vacancies) ?? [], [query.data])
  const gate = useListGate(query.error, access, onGated)
  return (
    <InfiniteList
      query={query}
      items={vacancies}
      itemKey={itemKey}
      renderItem={renderItem}
      texts={texts}
      label="Vacancies"
      errorTitle="We could not load the vacancies."
      {...gate}
    />
  )
}

import { useInfiniteQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { ButtonLink } from '../../../ui/Button.tsx'
import { shownCount } from '../../../ui/InfiniteList.tsx'
import { AdminListPage } from '../../admin/index.ts'
import { adminVacancies } from '../api/admin-vacancies.ts'
import { AdminVacancyCard } from './AdminVacancyCard.tsx'

const route = getRouteApi('/admin-dashboard/vacancies/')

const texts = {
  loading: 'Loading vacancies...',
  loadingMore: 'Loading more vacancies...',
  empty: 'No vacancies found',
  end: 'No more vacancies to load.',
  count: shownCount('vacancy', 'vacancies'),
}

/** Vacancies Management's list: newest first, searched on the server, each card with Edit and Delete. */
export function AdminVacanciesPage() {
  const search = route.useSearch().search ?? ''
  const navigate = route.useNavigate()
  const query = useInfiniteQuery(adminVacancies.listQuery(search))
  return (
    <AdminListPage
      section="Vacancies Management"
      heading="Vacancy Details"
      addButton={<ButtonLink to="/admin-dashboard/vacancies/new">Add New Vacancy</ButtonLink>}
      searchLabel="Search vacancies"
      searchPlaceholder="Search vacancies..."
      search={search}
      setSearch={(text) => void navigate({ search: text ? { search: text } : {}, replace: true })}
      query={query}
      items={query.data?.pages.flatMap((page) => page.vacancies) ?? []}
      itemKey={(vacancy) => vacancy.id}
      renderItem={(vacancy) => <AdminVacancyCard vacancy={vacancy} />}
      texts={texts}
      label="Vacancies"
      errorTitle="We could not load the vacancies."
    />
  )
}

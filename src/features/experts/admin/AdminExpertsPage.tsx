import { useInfiniteQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { ButtonLink } from '../../../ui/Button.tsx'
import { shownCount } from '../../../ui/InfiniteList.tsx'
import { AdminListPage } from '../../admin/index.ts'
import { adminExperts } from '../api/admin-experts.ts'
import { AdminExpertCard } from './AdminExpertCard.tsx'

const route = getRouteApi('/admin-dashboard/experts/')

const texts = {
  loading: 'Loading experts...',
  loadingMore: 'Loading more experts...',
  empty: 'No experts found',
  end: 'No more experts to load.',
  count: shownCount('expert', 'experts'),
}

/** Expert Management's list: every expert, listed or not, newest first, searched on the server by name or email. */
export function AdminExpertsPage() {
  const search = route.useSearch().search ?? ''
  const navigate = route.useNavigate()
  const query = useInfiniteQuery(adminExperts.listQuery(search))
  return (
    <AdminListPage
      section="Expert Management"
      heading="Expert Profiles"
      addButton={<ButtonLink to="/admin-dashboard/experts/new">Add Expert</ButtonLink>}
      searchLabel="Search experts"
      searchPlaceholder="Search experts by name or email..."
      search={search}
      setSearch={(text) => void navigate({ search: text ? { search: text } : {}, replace: true })}
      query={query}
      items={query.data?.pages.flatMap((page) => page.experts) ?? []}
      itemKey={(expert) => expert.id}
      renderItem={(expert) => <AdminExpertCard expert={expert} />}
      texts={texts}
      label="Experts"
      errorTitle="We could not load the experts."
    />
  )
}

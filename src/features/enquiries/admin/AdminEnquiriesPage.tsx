import { useInfiniteQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { enquiryStatuses, enquiryStatusTitles } from '../../../../contract/admin-enquiries.ts'
import { shownCount } from '../../../ui/InfiniteList.tsx'
import { AdminListPage } from '../../admin/index.ts'
import { adminEnquiries } from '../api/admin-enquiries.ts'
import * as styles from './AdminEnquiries.css.ts'
import { EnquiriesTabs } from './EnquiriesTabs.tsx'
import { EnquiryCard } from './EnquiryCard.tsx'
import { StatusFilter } from './StatusFilter.tsx'

const route = getRouteApi('/admin-dashboard/enquiries/')

const texts = {
  loading: 'Loading enquiries...',
  loadingMore: 'Loading more enquiries...',
  empty: 'No enquiries found',
  end: 'No more enquiries to load.',
  count: shownCount('enquiry', 'enquiries'),
}

const statusOptions = enquiryStatuses.map((status) => ({ value: status, label: enquiryStatusTitles[status] }))

/** Enquiries Management: writing-service enquiries, newest first, by status and searched on the server. */
export function AdminEnquiriesPage() {
  const { search = '', status } = route.useSearch()
  const navigate = route.useNavigate()
  const query = useInfiniteQuery(adminEnquiries.listQuery(search, status ? { status } : {}))
  return (
    <AdminListPage
      section="Enquiries Management"
      heading="Writing Service Enquiries"
      addButton={
        <div className={styles.tools}>
          <EnquiriesTabs current="enquiries" />
          <StatusFilter value={status} options={statusOptions} onChange={(next) => void navigate({ search: (prev) => ({ ...prev, status: next as typeof status }), replace: true })} />
        </div>
      }
      searchLabel="Search enquiries"
      searchPlaceholder="Search by reference, name, email, phone or service..."
      search={search}
      setSearch={(text) => void navigate({ search: (prev) => ({ ...prev, search: text || undefined }), replace: true })}
      query={query}
      items={query.data?.pages.flatMap((page) => page.enquiries) ?? []}
      itemKey={(enquiry) => enquiry.id}
      renderItem={(enquiry) => <EnquiryCard enquiry={enquiry} />}
      texts={texts}
      label="Enquiries"
      errorTitle="We could not load the enquiries."
    />
  )
}

import { useQuery } from '@tanstack/react-query'
import { ServiceBody, SERVICE_TITLE_MAX_LENGTH, type AdminWritingService } from '../../../../contract/admin-enquiries.ts'
import { ApiError } from '../../../lib/api.ts'
import { usePageMeta } from '../../../lib/page-meta.ts'
import { QueryState } from '../../../ui/QueryState.tsx'
import { Skeleton } from '../../../ui/Skeleton.tsx'
import { useToast } from '../../../ui/toast-store.ts'
import { TitleForm } from '../../../ui/TitleForm.tsx'
import { adminWritingServicesQuery, useAddService, useReorderServices } from '../api/admin-enquiries.ts'
import { listStyles } from '../../admin-kit/index.ts'
import * as styles from './AdminEnquiries.css.ts'
import { EnquiriesTabs } from './EnquiriesTabs.tsx'
import { ServiceRow } from './ServiceRow.tsx'

/** The choices of the enquiry form's 'Type of Service': add, rename, reorder, retire and restore. */
export function AdminServicesPage() {
  usePageMeta('Enquiries Management')
  const services = useQuery(adminWritingServicesQuery())
  const add = useAddService()
  const reorder = useReorderServices()
  const { toast } = useToast()
  const failed = (err: unknown) => {
    if (!(err instanceof ApiError)) throw err
    toast({ tone: 'error', title: err.message })
  }
  const move = (list: readonly AdminWritingService[], from: number, to: number) => {
    const ids = list.map((s) => s.id)
    ids.splice(to, 0, ...ids.splice(from, 1))
    reorder.mutateAsync(ids).catch(failed)
  }

  return (
    <section className={listStyles.page} aria-labelledby="admin-writing-services-title">
      <div className={listStyles.header}>
        <h1 id="admin-writing-services-title" className={listStyles.title}>
          Writing Services
        </h1>
        <EnquiriesTabs current="services" />
      </div>
      <p className={styles.byline}>The enquiry form offers these in this order. A retired service leaves the form and stays on the enquiries that chose it.</p>
      <TitleForm
        label="New service"
        submit="Add service"
        schema={ServiceBody}
        maxLength={SERVICE_TITLE_MAX_LENGTH}
        save={({ title }) => add.mutateAsync({ title })}
        className={styles.addForm}
        fieldClassName={styles.grow}
      />
      <QueryState
        query={services}
        loadingLabel="Loading the writing services"
        pending={<Skeleton lines={6} />}
        errorTitle="We could not load the writing services."
      >
        {(list) => (
          <ul className={styles.services} aria-label="Writing services">
            {list.map((service, index) => (
              <ServiceRow
                key={service.id}
                service={service}
                moveUp={index > 0 ? () => move(list, index, index - 1) : undefined}
                moveDown={index < list.length - 1 ? () => move(list, index, index + 1) : undefined}
                moving={reorder.isPending}
                onError={failed}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  )
}

import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { VacancyValues } from '../../../../contract/admin-vacancies.ts'
import { isNotFound } from '../../../lib/retry.ts'
import { usePageMeta } from '../../../lib/page-meta.ts'
import { ButtonLink } from '../../../ui/Button.tsx'
import { Notice } from '../../../ui/Notice.tsx'
import { QueryState } from '../../../ui/QueryState.tsx'
import { Skeleton } from '../../../ui/Skeleton.tsx'
import { useToast } from '../../../ui/toast-store.ts'
import { useCreateVacancy, useUpdateVacancy } from '../api/admin-vacancies-mutations.ts'
import { adminVacancyQuery } from '../api/admin-vacancies-queries.ts'
import { changedFields, emptyVacancy, fromItem } from './vacancy-form.ts'
import { VacancyForm } from './VacancyForm.tsx'
import * as styles from './VacancyForm.css.ts'

function ManageVacancy({ children }: { children: React.ReactNode }) {
  usePageMeta('Manage Vacancy')
  return (
    <section className={styles.page} aria-labelledby="manage-vacancy-title">
      <h1 id="manage-vacancy-title" className={styles.title}>
        Manage Vacancy
      </h1>
      {children}
    </section>
  )
}

/** Says what was saved and goes back to the list. */
function useSaved() {
  const navigate = useNavigate()
  const { toast } = useToast()
  return async (message: string | undefined) => {
    toast({ tone: 'success', title: message ?? 'Vacancy saved.' })
    await navigate({ to: '/admin-dashboard/vacancies' })
  }
}

export function NewVacancyPage() {
  const create = useCreateVacancy()
  const saved = useSaved()
  return (
    <ManageVacancy>
      <VacancyForm initial={emptyVacancy} onSave={async (values) => saved((await create.mutateAsync(values)).message)} />
    </ManageVacancy>
  )
}

const notFound = (
  <Notice title="Vacancy not found" action={<ButtonLink to="/admin-dashboard/vacancies" variant="outline" size="sm">Back to the list</ButtonLink>}>
    <p>It may have been deleted. The list shows every vacancy there is.</p>
  </Notice>
)

/** `id` is the address's text: anything but a vacancy's number is not found. */
export function EditVacancyPage({ id }: { id: string }) {
  const vacancyId = /^[1-9]\d{0,15}$/.test(id) ? Number(id) : 0
  const item = useQuery({ ...adminVacancyQuery(vacancyId), enabled: vacancyId > 0 })
  const update = useUpdateVacancy(vacancyId)
  const saved = useSaved()
  if (!vacancyId) return <ManageVacancy>{notFound}</ManageVacancy>
  return (
    <ManageVacancy>
      <QueryState
        query={item}
        loadingLabel="Loading the vacancy"
        pending={<Skeleton className={styles.form} lines={8} />}
        errorTitle="We could not load the vacancy."
        empty={isNotFound(item.error) ? notFound : null}
      >
        {(vacancy) => {
          const initial = fromItem(vacancy)
          return (
            <VacancyForm
              key={vacancy.id}
              initial={initial}
              onSave={async (values: VacancyValues) => saved((await update.mutateAsync(changedFields(initial, values))).message)}
            />
          )
        }}
      </QueryState>
    </ManageVacancy>
  )
}

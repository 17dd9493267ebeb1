import type { AdminVacancy } from '../../../../contract/admin-vacancies.ts'
import { contractTitles } from '../../../../contract/vacancies.ts'
import { formatDateTime } from '../../../lib/dates.ts'
import { ButtonLink } from '../../../ui/Button.tsx'
import { AdminItemCard, ConfirmDelete } from '../../admin/index.ts'
import { adminVacancies } from '../api/admin-vacancies.ts'

const statusTitles = { draft: 'Draft', open: 'Open', closed: 'Closed' } as const

export function AdminVacancyCard({ vacancy }: { vacancy: AdminVacancy }) {
  const { labels } = vacancy
  const remove = adminVacancies.useDelete()
  return (
    <AdminItemCard
      id={`admin-vacancy-${vacancy.id}`}
      status={{ value: vacancy.status, label: statusTitles[vacancy.status] }}
      title={vacancy.title}
      subtitle={vacancy.employer}
      facts={[
        ['Subject', labels.subjects.join(', ')],
        ['Type', `${labels.qualification}, ${contractTitles[vacancy.contract].toLowerCase()}`],
        ['Location', [vacancy.city, labels.state, labels.country].filter(Boolean).join(', ')],
        ['Closes', formatDateTime(vacancy.closesAt)],
      ]}
      actions={
        <>
          <ButtonLink to="/admin-dashboard/vacancies/$id/edit" params={{ id: String(vacancy.id) }} variant="outline" size="sm" aria-label={`Edit ${vacancy.title}`}>
            Edit
          </ButtonLink>
          <ConfirmDelete
            name={vacancy.title}
            question="Delete this vacancy?"
            consequence={`“${vacancy.title}” at ${vacancy.employer} leaves the admin list and the public Vacancies page.`}
            remove={() => remove.mutateAsync(vacancy.id)}
            pending={remove.isPending}
            done="Vacancy deleted."
          />
        </>
      }
    />
  )
}

import type { VacancyValues } from '../../../../contract/admin-vacancies.ts'
import { ButtonLink } from '../../../ui/Button.tsx'
import { changedFields, EditItem, ManageItem, useSaved } from '../../admin/index.ts'
import { adminVacancies } from '../api/admin-vacancies.ts'
import { emptyVacancy, fromItem, vacancyFormSchema } from './vacancy-form.ts'
import { VacancyForm } from './VacancyForm.tsx'

const useVacancySaved = () => useSaved('/admin-dashboard/vacancies', 'Vacancy saved.')

export function NewVacancyPage() {
  const create = adminVacancies.useCreate()
  const saved = useVacancySaved()
  return (
    <ManageItem title="Manage Vacancy">
      <VacancyForm initial={emptyVacancy} onSave={async (values) => saved((await create.mutateAsync(values)).message)} />
    </ManageItem>
  )
}

const back = (
  <ButtonLink to="/admin-dashboard/vacancies" variant="outline" size="sm">
    Back to the list
  </ButtonLink>
)

export function EditVacancyPage({ id }: { id: string }) {
  return (
    <ManageItem title="Manage Vacancy">
      <EditItem id={id} query={adminVacancies.itemQuery} noun="vacancy" back={back}>
        {(vacancy) => <EditVacancyForm vacancy={vacancy} />}
      </EditItem>
    </ManageItem>
  )
}

function EditVacancyForm({ vacancy }: { vacancy: Parameters<typeof fromItem>[0] }) {
  const update = adminVacancies.useUpdate(vacancy.id)
  const saved = useVacancySaved()
  const initial = fromItem(vacancy)
  return (
    <VacancyForm
      key={vacancy.id}
      initial={initial}
      onSave={async (values: VacancyValues) => saved((await update.mutateAsync(changedFields(vacancyFormSchema(() => false), initial, values))).message)}
    />
  )
}

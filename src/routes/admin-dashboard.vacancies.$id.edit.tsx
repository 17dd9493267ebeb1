import { createFileRoute } from '@tanstack/react-router'
import { EditVacancyPage } from '../features/vacancies/admin/ManageVacancyPage.tsx'

export const Route = createFileRoute('/admin-dashboard/vacancies/$id/edit')({
  component: function EditVacancy() {
    return <EditVacancyPage id={Route.useParams().id} />
  },
})

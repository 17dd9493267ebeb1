import { createFileRoute } from '@tanstack/react-router'
import { NewVacancyPage } from '../features/vacancies/admin/ManageVacancyPage.tsx'

export const Route = createFileRoute('/admin-dashboard/vacancies/new')({ component: NewVacancyPage })

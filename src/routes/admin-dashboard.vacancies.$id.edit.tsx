import { createFileRoute } from '@tanstack/react-router'
import { EditItemPage } from '../features/admin/form/SectionFormPages.tsx'
import { vacanciesSection } from '../features/vacancies/admin/vacancies-section.ts'

export const Route = createFileRoute('/admin-dashboard/vacancies/$id/edit')({ component: () => <EditItemPage section={vacanciesSection} /> })

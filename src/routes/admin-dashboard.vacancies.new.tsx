import { createFileRoute } from '@tanstack/react-router'
import { NewItemPage } from '../features/admin/form/SectionFormPages.tsx'
import { vacanciesSection } from '../features/vacancies/admin/vacancies-section.ts'

export const Route = createFileRoute('/admin-dashboard/vacancies/new')({ component: () => <NewItemPage section={vacanciesSection} /> })

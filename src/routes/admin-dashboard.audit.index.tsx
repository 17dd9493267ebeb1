import { createFileRoute } from '@tanstack/react-router'
import { SectionListPage } from '../features/admin-kit/list/SectionListPage.tsx'
import { auditSearch } from '../features/audit/admin/audit-search.ts'
import { auditSection } from '../features/audit/admin/audit-section.ts'

export const Route = createFileRoute('/admin-dashboard/audit/')({ validateSearch: auditSearch, component: () => <SectionListPage section={auditSection} /> })

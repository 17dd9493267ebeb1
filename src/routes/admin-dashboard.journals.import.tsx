import { createFileRoute } from '@tanstack/react-router'
import { JournalImportPage } from '../features/journals/admin/JournalImportPage.tsx'
import { journalImportSearch } from '../features/journals/admin/list-search.ts'

export const Route = createFileRoute('/admin-dashboard/journals/import')({ validateSearch: journalImportSearch, component: JournalImportPage })

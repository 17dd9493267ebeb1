import { createFileRoute } from '@tanstack/react-router'
import { usersListSearch } from '../features/users/admin/list-search.ts'
import { UsersListPage } from '../features/users/admin/UsersListPage.tsx'

export const Route = createFileRoute('/admin-dashboard/users/')({ validateSearch: usersListSearch, component: UsersListPage })

import { createFileRoute } from '@tanstack/react-router'
import { CategoryListPage, checkCategoryList } from '../features/categories/admin/CategoryListPage.tsx'

export const Route = createFileRoute('/admin-dashboard/categories/$list')({
  loader: ({ params }) => checkCategoryList(params.list),
  component: function CategoryListRoute() {
    return <CategoryListPage list={Route.useLoaderData()} />
  },
})

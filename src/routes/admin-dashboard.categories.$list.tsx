import { createFileRoute, notFound } from '@tanstack/react-router'
import { categoryLists, type CategoryList } from '../../contract/category-lists.ts'
import { CategoryListPage } from '../features/categories/admin/CategoryListPage.tsx'

export const Route = createFileRoute('/admin-dashboard/categories/$list')({
  params: {
    parse: ({ list }) => {
      if (!(categoryLists as readonly string[]).includes(list)) throw notFound()
      return { list: list as CategoryList }
    },
    stringify: ({ list }) => ({ list }),
  },
  component: function CategoryListRoute() {
    return <CategoryListPage list={Route.useParams().list} />
  },
})

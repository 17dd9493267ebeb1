import { createFileRoute, redirect } from '@tanstack/react-router'

// Category Management opens on its first list.
export const Route = createFileRoute('/admin-dashboard/categories/')({
  loader: () => {
    throw redirect({ to: '/admin-dashboard/categories/$list', params: { list: 'subjects' }, replace: true })
  },
})

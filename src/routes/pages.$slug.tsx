import { createFileRoute, redirect } from '@tanstack/react-router'

// Content pages live at /page/{slug}; /pages/{slug} redirects there so links in either form keep working.
export const Route = createFileRoute('/pages/$slug')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/page/$slug', params: { slug: params.slug }, replace: true })
  },
})

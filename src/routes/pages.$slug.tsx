import { createFileRoute, redirect } from '@tanstack/react-router'

// The spec names both /page/{slug} and /pages/{slug}; the second form keeps old links working.
export const Route = createFileRoute('/pages/$slug')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/page/$slug', params: { slug: params.slug }, replace: true })
  },
})

import { createFileRoute, redirect } from '@tanstack/react-router'

// Writing services live at the published /writting; the correctly spelled path leads there.
export const Route = createFileRoute('/writing-services')({
  beforeLoad: () => {
    throw redirect({ to: '/writting', replace: true })
  },
})

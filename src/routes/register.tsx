import { createFileRoute } from '@tanstack/react-router'
import { lookupQuery } from '../features/account/api/account-queries.ts'
import { RegisterPage } from '../features/account/components/RegisterPage.tsx'
import { redirectSignedIn } from '../features/account/guards.ts'
import { warm } from '../lib/warm.ts'

export const Route = createFileRoute('/register')({
  beforeLoad: redirectSignedIn,
  loader: ({ context: { queryClient } }) =>
    Promise.all((['qualifications', 'professions', 'subjects'] as const).map((kind) => warm(queryClient, lookupQuery(kind)))),
  component: RegisterPage,
})

import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '../features/account/components/LoginPage.tsx'
import { redirectSignedIn } from '../features/account/guards.ts'
import { LoginSearch } from '../features/account/search.ts'

export const Route = createFileRoute('/login')({
  validateSearch: LoginSearch,
  beforeLoad: redirectSignedIn,
  component: LoginPage,
})

import { createFileRoute } from '@tanstack/react-router'
import { VerifyEmailPage } from '../features/account/components/VerifyEmailPage.tsx'
import { TokenSearch } from '../features/account/search.ts'

export const Route = createFileRoute('/verify-email')({
  validateSearch: TokenSearch,
  component: VerifyEmailPage,
})

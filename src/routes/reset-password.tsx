import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '../features/account/components/ResetPasswordPage.tsx'
import { TokenSearch } from '../features/account/search.ts'

export const Route = createFileRoute('/reset-password')({
  validateSearch: TokenSearch,
  component: ResetPasswordPage,
})

import { createFileRoute } from '@tanstack/react-router'
import { settingsQuery } from '../features/account/api/account-queries.ts'
import { SettingsPage } from '../features/account/components/settings/SettingsPage.tsx'
import { requireSignedIn } from '../features/account/guards.ts'
import { warm } from '../lib/warm.ts'

export const Route = createFileRoute('/settings')({
  beforeLoad: requireSignedIn,
  loader: ({ context: { queryClient } }) => warm(queryClient, settingsQuery()),
  component: SettingsPage,
})

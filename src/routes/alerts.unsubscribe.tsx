import { createFileRoute } from '@tanstack/react-router'
import { TokenSearch } from '../features/account/search.ts'
import { UnsubscribePage } from '../features/saved-searches/components/UnsubscribePage.tsx'

export const Route = createFileRoute('/alerts/unsubscribe')({
  validateSearch: TokenSearch,
  component: function Unsubscribe() {
    return <UnsubscribePage token={Route.useSearch().token} />
  },
})

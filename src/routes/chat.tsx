import { createFileRoute } from '@tanstack/react-router'
import { requireSignedIn } from '../features/account/guards.ts'
import { ChatPage } from '../features/chat/components/ChatPage.tsx'
import { ChatSearch } from '../features/chat/search.ts'

// No loader: the screen asks for the conversations at once, and the route's definition is in the first screen's script.
export const Route = createFileRoute('/chat')({
  validateSearch: ChatSearch,
  beforeLoad: requireSignedIn,
  component: ChatPage,
})

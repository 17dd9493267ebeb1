// What other areas may use of the chat: the header's link, the work it does in the background for a signed-in
// person (the socket, the outbox and the chat's schemas, so it loads after the header has shown), and the unread
// badge the dashboard shows. The screens come with their routes.
export { ChatLink } from './components/ChatLink.tsx'
export { UnreadChatBadge } from './components/UnreadChatBadge.tsx'
export const loadChatSync = () => import('./components/ChatSync.tsx')

// What other areas may use of the chat: the header's link, the work it does in the background for a signed-in
// person (the socket, the outbox and the chat's schemas, so it loads after the header has shown), and the unread
// count for other links to the chat (the dashboard's). The screens come with their routes.
export { ChatLink } from './components/ChatLink.tsx'
export { chatLinkName, useUnreadChatCount } from './api/unread-count.ts'
export const loadChatSync = () => import('./components/ChatSync.tsx')

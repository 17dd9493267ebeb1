import { useQuery } from '@tanstack/react-query'
import { CountBadge } from '../../../ui/CountBadge.tsx'
import { unreadCountQuery } from '../api/unread-count.ts'

/** The chat's unread count beside a link to it ('9+' above 9); nothing when all is read. */
export function UnreadChatBadge() {
  const { data: unread = 0 } = useQuery(unreadCountQuery())
  return <CountBadge count={unread} label={`${unread} unread`} />
}

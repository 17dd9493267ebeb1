import type { ModerationAction } from '../../../../contract/admin-community.ts'
import { formatDateTime } from '../../../lib/dates.ts'
import { AdminItemCard } from '../../admin-kit/index.ts'

const labels = { delete: 'Deleted', restore: 'Restored', silence: 'Silenced', unsilence: 'Allowed to write' } as const

/** 'Meera (staff) deleted Ravi Kumar’s comment': who did what to whose item, or to whom. */
function sentence({ actorName, action, targetType, authorName }: ModerationAction) {
  if (action === 'silence') return `${actorName} silenced ${authorName}`
  if (action === 'unsilence') return `${actorName} let ${authorName} write again`
  return `${actorName} ${action === 'delete' ? 'deleted' : 'restored'} ${authorName}’s ${targetType}`
}

/** One entry of the moderation log; read only. */
export function ModerationActionCard({ item: action }: { item: ModerationAction }) {
  return (
    <AdminItemCard
      id={`admin-moderation-${action.id}`}
      status={{ value: action.action, label: labels[action.action] }}
      title={action.summary}
      subtitle={sentence(action)}
      facts={[['When', formatDateTime(action.createdAt)], ...(action.reason ? [['Reason', action.reason] as const] : [])]}
    />
  )
}

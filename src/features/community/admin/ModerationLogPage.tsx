import { useInfiniteQuery } from '@tanstack/react-query'
import type { ModerationAction } from '../../../../contract/admin-community.ts'
import { formatDateTime } from '../../../lib/dates.ts'
import { shownCount } from '../../../ui/InfiniteList.tsx'
import { AdminItemCard, AdminListPage } from '../../admin/index.ts'
import { moderationLog } from '../api/admin-community.ts'
import { ModerationTabs } from './ModerationTabs.tsx'

const texts = {
  loading: 'Loading the moderation log...',
  loadingMore: 'Loading more of the log...',
  empty: 'No staff action yet.',
  end: 'The log starts here.',
  count: shownCount('action', 'actions'),
}

const labels = { delete: 'Deleted', restore: 'Restored', silence: 'Silenced', unsilence: 'Allowed to write' } as const

/** 'Meera (staff) deleted Ravi Kumar’s comment': who did what to whose item, or to whom. */
function sentence({ actorName, action, targetType, authorName }: ModerationAction) {
  if (action === 'silence') return `${actorName} silenced ${authorName}`
  if (action === 'unsilence') return `${actorName} let ${authorName} write again`
  return `${actorName} ${action === 'delete' ? 'deleted' : 'restored'} ${authorName}’s ${targetType}`
}

/** The record of every staff action on what members wrote and on members, newest first; read only. */
export function ModerationLogPage() {
  const query = useInfiniteQuery(moderationLog.listQuery())
  return (
    <AdminListPage
      section="Community Moderation"
      heading="Moderation log"
      addButton={<ModerationTabs current="log" />}
      query={query}
      items={query.data?.pages.flatMap((page) => page.actions) ?? []}
      itemKey={(action) => action.id}
      renderItem={(action) => (
        <AdminItemCard
          id={`admin-moderation-${action.id}`}
          status={{ value: action.action, label: labels[action.action] }}
          title={action.summary}
          subtitle={sentence(action)}
          facts={[['When', formatDateTime(action.createdAt)], ...(action.reason ? [['Reason', action.reason] as const] : [])]}
        />
      )}
      texts={texts}
      label="Moderation log"
      errorTitle="We could not load the moderation log."
    />
  )
}

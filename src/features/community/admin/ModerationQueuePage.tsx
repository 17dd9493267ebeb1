import { useInfiniteQuery } from '@tanstack/react-query'
import { shownCount } from '../../../ui/InfiniteList.tsx'
import { AdminListPage } from '../../admin/index.ts'
import { flagQueue } from '../api/admin-community.ts'
import { FlaggedItemCard } from './FlaggedItemCard.tsx'
import { ModerationTabs } from './ModerationTabs.tsx'

const texts = {
  loading: 'Loading the review queue...',
  loadingMore: 'Loading more flagged items...',
  empty: 'Nothing waits for review.',
  end: 'No more flagged items to load.',
  count: shownCount('flagged item', 'flagged items'),
}

/** Community Moderation's review queue: what members flagged, hidden items first, then the most recently flagged. */
export function ModerationQueuePage() {
  const query = useInfiniteQuery(flagQueue.listQuery())
  return (
    <AdminListPage
      section="Community Moderation"
      heading="Review queue"
      addButton={<ModerationTabs current="queue" />}
      query={query}
      items={query.data?.pages.flatMap((page) => page.items) ?? []}
      itemKey={(item) => `${item.type}-${item.id}`}
      renderItem={(item) => <FlaggedItemCard item={item} />}
      texts={texts}
      label="Flagged items"
      errorTitle="We could not load the review queue."
    />
  )
}

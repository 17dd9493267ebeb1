import { useEffect, useRef } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { upgradeRequired } from '../../../../contract/plans.ts'
import { registerOutboxSender, useOutbox, type OutboxItem } from '../../../lib/outbox.ts'
import { showToast } from '../../../ui/toast-store.ts'
import { useUpgradePrompt } from '../../plans/index.ts'
import { commentsChanged, resetFeed } from '../api/community-cache.ts'
import { communitySenders, isCommunityItem, isPostItem, takeSettled, type CommentDraft, type CommunityDraft } from '../community-outbox.ts'

/** Something left the outbox without this tab showing its result (the service worker or another tab sent it). */
function refreshFor(queryClient: QueryClient, item: OutboxItem<CommunityDraft>) {
  if (isPostItem(item)) void resetFeed(queryClient)
  else commentsChanged(queryClient, (item.payload as CommentDraft).postId, 0)
}

/**
 * What the community does for a signed-in person on every screen: sends the posts, comments and replies waiting in
 * the outbox (now, and whenever the network returns), brings the feed and comments up to date when one leaves the
 * outbox by another way, and says why the server refused one: its message in the error alert for 5 s, or the
 * upgrade prompt when the plan lacks the community. Run once, by the header.
 */
export function useCommunitySync() {
  const queryClient = useQueryClient()
  const items = useOutbox()
  const onGated = useUpgradePrompt()
  const gated = useRef(onGated)
  useEffect(() => {
    gated.current = onGated
  })

  useEffect(() => {
    const stops = communitySenders(queryClient).map(([kind, sender]) => registerOutboxSender(kind, sender))
    return () => stops.forEach((stop) => stop())
  }, [queryClient])

  const seen = useRef<ReadonlyMap<string, OutboxItem<CommunityDraft>>>(new Map())
  useEffect(() => {
    const now = new Map(items.filter(isCommunityItem).map((item) => [item.id, item]))
    for (const [id, before] of seen.current) {
      const after = now.get(id)
      if (!after) {
        if (!takeSettled(id) && before.state === 'pending') refreshFor(queryClient, before)
      } else if (before.state === 'pending' && after.state === 'refused') {
        if (after.error === upgradeRequired.message) gated.current()
        else showToast({ tone: 'error', title: after.error ?? 'This was not posted' })
      }
    }
    seen.current = now
  }, [items, queryClient])
}

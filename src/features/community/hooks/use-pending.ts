import { useAuth } from '../../../lib/auth.ts'
import { useOutbox, type OutboxItem } from '../../../lib/outbox.ts'
import { isCommentItem, isPostItem, isReplyItem, isSettled } from '../community-outbox.ts'

// What the signed-in person wrote on this device that the server does not have yet, where it will appear. Filtered
// on every render: an item this tab has just delivered leaves in the same render as its answer arrives.

function usePending<P>(is: (item: OutboxItem) => item is OutboxItem<P>, where: (payload: P) => boolean) {
  const items = useOutbox()
  const owner = useAuth().user?.id
  return items.filter(is).filter((item) => item.owner === owner && !isSettled(item.id) && where(item.payload))
}

const everyPost = () => true

/** Unsent posts, newest first as the feed is. */
export const usePendingPosts = () => usePending(isPostItem, everyPost).reverse()

/** Unsent comments on one post, oldest first as its comments are. */
export const usePendingComments = (postId: string) => usePending(isCommentItem, (draft) => draft.postId === postId)

/** Unsent replies to one comment, oldest first. */
export const usePendingReplies = (commentId: string) => usePending(isReplyItem, (draft) => draft.commentId === commentId)

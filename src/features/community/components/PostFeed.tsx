import { lazy, Suspense, useMemo, useState } from 'react'
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import type { Post } from '../../../../contract/community.ts'
import { InfiniteList, shownCount, type InfiniteListTexts } from '../../../ui/InfiniteList.tsx'
import { findPost } from '../api/community-cache.ts'
import { postsInfiniteQuery } from '../api/community-queries.ts'
import { useCommunityActions } from '../hooks/community-actions.tsx'
import { usePendingPosts } from '../hooks/use-pending.ts'
import type { CommunitySearch } from '../search.ts'
import * as styles from './Community.css.ts'
import { PendingPost } from './PendingPost.tsx'
import { PostCard } from './PostCard.tsx'

const texts: InfiniteListTexts = {
  loading: 'Loading posts...',
  loadingMore: 'Loading more posts...',
  empty: 'No posts match your search.',
  end: 'No more posts to load.',
  count: shownCount('post', 'posts'),
}

const itemKey = (post: Post) => post.id

// Radix's dialog and the comments' parts come the first time comments are opened, keeping the feed's first load light.
const CommentsDialog = lazy(() => import('./CommentsDialog.tsx'))

/**
 * The feed for the URL's search, newest first, loading more as it scrolls, with the reader's own posts that wait
 * to be sent on top. The comments dialog belongs to the feed rather than to a card, so it stays open when a write
 * takes the feed back to page 1 and the card's page goes.
 */
export function PostFeed({ filters }: { filters: CommunitySearch }) {
  const queryClient = useQueryClient()
  const query = useInfiniteQuery(postsInfiniteQuery(filters))
  const posts = useMemo(() => query.data?.pages.flatMap((page) => page.posts) ?? [], [query.data])
  const pending = usePendingPosts()
  const { user } = useCommunityActions()
  const [open, setOpen] = useState<{ post: Post; opener: HTMLElement } | null>(null)

  return (
    <div className={styles.feed}>
      {pending.length > 0 && (
        <ul className={styles.pendingList} aria-label="Your posts waiting to be sent">
          {pending.map((item) => (
            <li key={item.id}>
              <PendingPost item={item} author={user?.name ?? 'You'} />
            </li>
          ))}
        </ul>
      )}
      <InfiniteList
        query={query}
        items={posts}
        itemKey={itemKey}
        renderItem={(post) => <PostCard post={post} onOpenComments={(opener) => setOpen({ post, opener })} />}
        texts={texts}
        label="Posts"
        errorTitle="We could not load the posts."
      />
      {open && (
        <Suspense fallback={<p role="status">Loading comments...</p>}>
          <CommentsDialog post={findPost(queryClient, open.post.id) ?? open.post} opener={open.opener} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </div>
  )
}

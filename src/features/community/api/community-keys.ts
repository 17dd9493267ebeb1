import { userKey } from '../../../lib/user-key.ts'
import type { CommunitySearch } from '../search.ts'

/**
 * The feed and the comments say what the reader may do (`liked`, `canDelete`), so they are user keys: dropped when
 * the person changes, never shown to the next one. The search is in the feed's key in one canonical form.
 */
export const communityKeys = {
  all: userKey('community'),
  feeds: userKey('community', 'posts'),
  feed: (filters: CommunitySearch) => userKey('community', 'posts', canonicalFilters(filters)),
  comments: (postId: string) => userKey('community', 'comments', postId),
}

export function canonicalFilters({ search }: CommunitySearch): CommunitySearch {
  return search ? { search } : {}
}

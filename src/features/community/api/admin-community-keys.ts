import { userKey } from '../../../lib/user-key.ts'

/**
 * Community Moderation's lists (`adminCollection` keys them by their paths' parts, 'community/flags'): every staff
 * action refreshes them all, as one changes what the others show (a silenced author in the queue, a new line in the
 * log). Only staff may read them, so they are user keys and go at sign-out.
 */
export const adminCommunityKeys = {
  all: userKey('admin', 'community'),
}

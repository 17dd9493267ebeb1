import * as v from 'valibot'
import { requiredText } from './admin-fields.ts'
import { envelope, PageParam, pagedResponse } from './common.ts'
import { FLAG_REASONS } from './community.ts'

// Community moderation: the queue of flagged posts and comments, silencing members, and the record of every staff
// action that changed or removed what a member wrote.

export const MODERATION_PAGE_SIZE = 20
export const SILENCE_MAX_DAYS = 365
export const SILENCE_REASON_MAX_LENGTH = 500

export const moderationMessages = {
  nothingToReview: 'Nothing about this is waiting for review',
  memberNotFound: 'Member not found',
  staff: 'Staff accounts cannot be silenced',
  notSilenced: 'This member is not silenced',
  days: `Silence for 1 to ${SILENCE_MAX_DAYS} days`,
  restored: 'Restored',
  silenced: 'Member silenced',
  unsilenced: 'Member may write again',
} as const

const flagCounts = v.object(Object.fromEntries(FLAG_REASONS.map((reason) => [reason, v.number()])) as Record<(typeof FLAG_REASONS)[number], v.NumberSchema<undefined>>)

export const ModeratedAuthor = v.object({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  /** Until when the author may not write; null when they may. */
  silencedUntil: v.nullable(v.string()),
})

/** A post or comment with open flags: what it says, who wrote it, and why members flagged it. */
export const FlaggedItem = v.object({
  type: v.picklist(['post', 'comment']),
  id: v.string(),
  /** The post itself, or the post the comment is under. */
  postId: v.string(),
  postTitle: v.string(),
  /** The post, or the post a comment is under, was made up by the demo data. */
  demo: v.boolean(),
  text: v.string(),
  createdAt: v.string(),
  author: ModeratedAuthor,
  /** When flags took it out of sight; null while it is still shown. */
  hiddenAt: v.nullable(v.string()),
  flags: flagCounts,
  lastFlaggedAt: v.string(),
})
export type FlaggedItem = v.InferOutput<typeof FlaggedItem>

/** `GET /api/admin/community/flags?page`: the items waiting for review, hidden ones first, then the most recently flagged. */
export const FlagQueueQuery = v.object({ page: PageParam })
export const FlagQueueResponse = pagedResponse('items', FlaggedItem)

export const RestorePostParams = v.object({ postId: v.pipe(v.string(), v.uuid('Invalid post id')) })
export const RestoreCommentParams = v.object({ commentId: v.pipe(v.string(), v.uuid('Invalid comment id')) })
export const MemberParams = v.object({ userId: v.pipe(v.string(), v.uuid('Invalid member id')) })

/** `POST /api/admin/community/members/{userId}/silence`. */
export const SilenceBody = v.object({
  days: v.pipe(v.number(moderationMessages.days), v.integer(moderationMessages.days), v.minValue(1, moderationMessages.days), v.maxValue(SILENCE_MAX_DAYS, moderationMessages.days)),
  reason: requiredText('Reason', SILENCE_REASON_MAX_LENGTH),
})
export type SilenceBody = v.InferInput<typeof SilenceBody>

export const SilencedMember = v.object({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  silencedUntil: v.string(),
  reason: v.string(),
})
export type SilencedMember = v.InferOutput<typeof SilencedMember>
export const SilencedQuery = v.object({ page: PageParam })
export const SilencedResponse = pagedResponse('members', SilencedMember)
export const SilenceResponse = envelope(SilencedMember)

/** What staff do to the community, as the audit log names it (area `community`). */
export const moderationActions = ['delete', 'restore', 'silence', 'unsilence'] as const

export const ModerationAction = v.object({
  id: v.number(),
  actorName: v.string(),
  action: v.picklist(moderationActions),
  targetType: v.picklist(['post', 'comment', 'user']),
  targetId: v.string(),
  authorName: v.string(),
  /** What the item said (a post's title, the start of a comment), or the member's name. */
  summary: v.string(),
  reason: v.nullable(v.string()),
  createdAt: v.string(),
})
export type ModerationAction = v.InferOutput<typeof ModerationAction>
/** `GET /api/admin/community/log?page`: newest first. */
export const ModerationLogQuery = v.object({ page: PageParam })
export const ModerationLogResponse = pagedResponse('actions', ModerationAction)

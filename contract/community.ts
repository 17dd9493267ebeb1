import * as v from 'valibot'
import { envelope, ListPageParam, PageParam, pagedResponse } from './common.ts'
import { SearchText } from './search.ts'

// The research community: posts, comments with one level of replies, likes and members' flags. Paths and the
// fields the product shows are a published API that clients rely on; `canDelete` and the client ids are additions.

export const POSTS_PAGE_SIZE = 10
export const COMMENTS_PAGE_SIZE = 20
export const POST_TITLE_MAX_LENGTH = 200
export const POST_TEXT_MAX_LENGTH = 20_000
export const COMMENT_MAX_LENGTH = 5_000
export const FLAG_REASONS = ['spam', 'off-topic', 'inappropriate'] as const
export type FlagReason = (typeof FLAG_REASONS)[number]

const count = (n: number) => n.toLocaleString('en-IN')

export const communityMessages = {
  titleRequired: 'Post title is required',
  titleTooLong: `Post title may be at most ${count(POST_TITLE_MAX_LENGTH)} characters`,
  textRequired: 'Post content is required',
  textTooLong: `Post content may be at most ${count(POST_TEXT_MAX_LENGTH)} characters`,
  commentRequired: 'Comment cannot be empty',
  commentTooLong: `A comment may be at most ${count(COMMENT_MAX_LENGTH)} characters`,
  printable: 'Text may hold letters, digits, punctuation and line breaks only',
  clientId: 'clientId must be a UUID made by the writing device',
  postId: 'Invalid post id',
  commentId: 'Invalid comment id',
  reason: 'Choose spam, off-topic or inappropriate',
  postNotFound: 'Post not found',
  commentNotFound: 'Comment not found',
  replyToReply: 'Replies cannot be answered: reply to the comment instead',
  notYours: 'Only its author or staff can delete this',
  clientIdReused: 'This id was already used for something else you wrote',
  posted: 'Post created successfully',
  postDeleted: 'Post deleted',
  commentDeleted: 'Comment deleted',
  flagged: 'Thank you. Staff will review it.',
} as const

const uuid = (message: string) => v.pipe(v.string(message), v.uuid(message))

/** What a member wrote: kept as typed, line breaks and all; refused when blank, too long or holding control characters. */
const writtenText = (required: string, max: number, tooLong: string) =>
  v.pipe(
    v.string(required),
    v.check((text) => text.trim().length > 0, required),
    v.maxLength(max, tooLong),
    v.regex(/^(?:[^\p{Cc}]|[\t\n\r])*$/u, communityMessages.printable),
  )

export const PostTitle = v.pipe(
  v.string(communityMessages.titleRequired),
  v.trim(),
  v.nonEmpty(communityMessages.titleRequired),
  v.maxLength(POST_TITLE_MAX_LENGTH, communityMessages.titleTooLong),
  v.regex(/^[^\p{Cc}]*$/u, 'A title is one line of letters, digits and punctuation'),
)
export const PostText = writtenText(communityMessages.textRequired, POST_TEXT_MAX_LENGTH, communityMessages.textTooLong)
export const CommentText = writtenText(communityMessages.commentRequired, COMMENT_MAX_LENGTH, communityMessages.commentTooLong)
export const ClientId = uuid(communityMessages.clientId)

/** Who wrote a post or comment, as the feed shows them. */
export const CommunityUser = v.object({ id: v.string(), name: v.string() })

export const Post = v.object({
  id: v.string(),
  title: v.string(),
  text: v.string(),
  /** ISO 8601 in UTC. */
  createdAt: v.string(),
  user: CommunityUser,
  /** Whether the asking member likes it; false for a visitor. */
  liked: v.boolean(),
  likes: v.number(),
  /** Visible comments and replies. */
  comments: v.number(),
  /** The asking member wrote it, or is staff: the menu offers Delete. */
  canDelete: v.boolean(),
  /** Written by the demo data: the card says 'Demo'. Absent from older answers and the outbox's own posts. */
  demo: v.optional(v.boolean()),
})
export type Post = v.InferOutput<typeof Post>

const commentFields = {
  id: v.string(),
  postId: v.string(),
  text: v.string(),
  createdAt: v.string(),
  user: CommunityUser,
  canDelete: v.boolean(),
}

/** A reply has a comment's fields; replies take no replies, so its own list is always empty. */
export const Reply = v.object({ ...commentFields, parentId: v.string(), childComments: v.tuple([]) })
export type Reply = v.InferOutput<typeof Reply>

export const Comment = v.object({ ...commentFields, parentId: v.null(), childComments: v.array(Reply) })
export type Comment = v.InferOutput<typeof Comment>

/** `GET /api/community-posts?search&page`: newest first; a search narrows the feed over titles, texts and comments. */
export const PostsQuery = v.object({ search: v.optional(SearchText), page: ListPageParam })
export const PostsResponse = pagedResponse('posts', Post)

/**
 * `POST /api/community-posts/create`. `clientId` is the writing device's id for the post: sending the same one
 * again answers the post already made, so a retry can never post twice.
 */
export const CreatePostBody = v.object({ title: PostTitle, text: PostText, clientId: v.optional(ClientId) })
export type CreatePostBody = v.InferInput<typeof CreatePostBody>
export const PostResponse = envelope(Post)

export const PostParams = v.object({ postId: uuid(communityMessages.postId) })
export const CommentParams = v.object({ postId: uuid(communityMessages.postId), commentId: uuid(communityMessages.commentId) })

/** `GET /api/community-posts/{postId}/comments?page`: oldest first, each with its replies. */
export const CommentsQuery = v.object({ page: PageParam })
export const CommentsResponse = pagedResponse('comments', Comment)

/** A comment or a reply; `clientId` as a post's. */
export const CreateCommentBody = v.object({ text: CommentText, clientId: v.optional(ClientId) })
export type CreateCommentBody = v.InferInput<typeof CreateCommentBody>
export const CommentResponse = envelope(Comment)
export const ReplyResponse = envelope(Reply)

/** `POST /api/community-posts/{postId}/like/toggle`: the member's like after the toggle, and the post's count. */
export const LikeResponse = envelope(v.object({ liked: v.boolean(), likes: v.number() }))

/** `POST .../flag`: a member asks staff to look at a post or comment. */
export const FlagBody = v.object({ reason: v.picklist(FLAG_REASONS, communityMessages.reason) })
/** `hidden`: enough members flagged it that it is out of sight until staff decide. */
export const FlagResponse = envelope(v.object({ hidden: v.boolean() }))

export const MessageResponse = v.object({ message: v.string() })

import type { QueryClient } from '@tanstack/react-query'
import { CommentResponse, PostResponse, ReplyResponse } from '../../../contract/community.ts'
import { addToOutbox, discardOutboxItem, httpOutboxSender, retryOutboxItem, type OutboxItem, type OutboxRequest, type OutboxSender } from '../../lib/outbox.ts'
import { addComment, addPost, addReply, commentsChanged, resetFeed } from './api/community-cache.ts'

// Posts, comments and replies are always written through the outbox (src/lib/outbox.ts): online they go out at
// once, offline they wait, shown as pending where they will appear, and a refused one stays with the server's
// message until its writer edits, retries or discards it. The service worker may send them too (Background Sync).

export const COMMUNITY_POST = 'community-post'
export const COMMUNITY_COMMENT = 'community-comment'
export const COMMUNITY_REPLY = 'community-reply'

export interface PostDraft {
  title: string
  text: string
}

export interface CommentDraft {
  postId: string
  text: string
}

export interface ReplyDraft {
  postId: string
  commentId: string
  text: string
}

export type CommunityDraft = PostDraft | CommentDraft | ReplyDraft

const kinds = new Set([COMMUNITY_POST, COMMUNITY_COMMENT, COMMUNITY_REPLY])
export const isCommunityItem = (item: OutboxItem): item is OutboxItem<CommunityDraft> => kinds.has(item.kind)
export const isPostItem = (item: OutboxItem): item is OutboxItem<PostDraft> => item.kind === COMMUNITY_POST
export const isCommentItem = (item: OutboxItem): item is OutboxItem<CommentDraft> => item.kind === COMMUNITY_COMMENT
export const isReplyItem = (item: OutboxItem): item is OutboxItem<ReplyDraft> => item.kind === COMMUNITY_REPLY

const postPath = (postId: string) => `/api/community-posts/${encodeURIComponent(postId)}`

const postRequest = ({ title, text }: PostDraft): OutboxRequest => ({ path: '/api/community-posts/create', body: { title, text } })
const commentRequest = ({ postId, text }: CommentDraft): OutboxRequest => ({ path: `${postPath(postId)}/comments/create`, body: { text } })
const replyRequest = ({ postId, commentId, text }: ReplyDraft): OutboxRequest => ({
  path: `${postPath(postId)}/comments/${encodeURIComponent(commentId)}/reply/create`,
  body: { text },
})

export const queuePost = (draft: PostDraft) => addToOutbox(COMMUNITY_POST, draft, postRequest(draft))
export const queueComment = (draft: CommentDraft) => addToOutbox(COMMUNITY_COMMENT, draft, commentRequest(draft))
export const queueReply = (draft: ReplyDraft) => addToOutbox(COMMUNITY_REPLY, draft, replyRequest(draft))

/**
 * Items whose result this tab has already put on screen (sent by its sender, or discarded by its writer): hidden
 * from the pending lists at once, and not refetched for when they leave the outbox.
 */
const settled = new Set<string>()
export const isSettled = (id: string) => settled.has(id)
/** True once; the outbox's watcher asks when an item has left. */
export const takeSettled = (id: string) => settled.delete(id)

/** Sends a pending or refused item again with what its writer changed. */
export function editPendingItem(item: OutboxItem<CommunityDraft>, text: { title?: string; text: string }) {
  if (isPostItem(item)) {
    const draft: PostDraft = { title: text.title ?? item.payload.title, text: text.text }
    return retryOutboxItem(item.id, draft, postRequest(draft))
  }
  if (isReplyItem(item)) {
    const draft: ReplyDraft = { ...item.payload, text: text.text }
    return retryOutboxItem(item.id, draft, replyRequest(draft))
  }
  const draft: CommentDraft = { ...(item.payload as CommentDraft), text: text.text }
  return retryOutboxItem(item.id, draft, commentRequest(draft))
}

export function discardPendingItem(id: string) {
  settled.add(id)
  return discardOutboxItem(id)
}

/** The three senders, each putting the server's answer into the cache and taking the feed back to page 1. */
export function communitySenders(queryClient: QueryClient): [string, OutboxSender<never>][] {
  const post = httpOutboxSender<PostDraft, typeof PostResponse>(PostResponse, {
    onSent: (item, answer) => {
      settled.add(item.id)
      addPost(queryClient, answer.data)
      void resetFeed(queryClient)
    },
  })
  const comment = httpOutboxSender<CommentDraft, typeof CommentResponse>(CommentResponse, {
    onSent: (item, answer) => {
      settled.add(item.id)
      addComment(queryClient, answer.data)
      commentsChanged(queryClient, answer.data.postId, 1)
    },
  })
  const reply = httpOutboxSender<ReplyDraft, typeof ReplyResponse>(ReplyResponse, {
    onSent: (item, answer) => {
      settled.add(item.id)
      addReply(queryClient, answer.data)
      commentsChanged(queryClient, answer.data.postId, 1)
    },
  })
  return [
    [COMMUNITY_POST, post as OutboxSender<never>],
    [COMMUNITY_COMMENT, comment as OutboxSender<never>],
    [COMMUNITY_REPLY, reply as OutboxSender<never>],
  ]
}

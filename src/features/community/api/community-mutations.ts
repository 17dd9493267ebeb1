import { useMutation, useQueryClient } from '@tanstack/react-query'
import { FlagResponse, LikeResponse, MessageResponse, type FlagReason, type Post } from '../../../../contract/community.ts'
import { sendJson } from '../../../lib/api.ts'
import { changePost, commentsChanged, commentWeight, removeComment, resetFeed } from './community-cache.ts'
import { communityKeys } from './community-keys.ts'

const postPath = (postId: string) => `community-posts/${encodeURIComponent(postId)}`
const commentPath = (postId: string, commentId: string) => `${postPath(postId)}/comments/${encodeURIComponent(commentId)}`

const setLike = (liked: boolean, likes: number) => (post: Post) => ({ ...post, liked, likes })

/** Like or unlike: flipped at once, then the server's `liked` and `likes`; put back as it was when the server refuses. */
export function useToggleLike() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (post: Post) => sendJson(LikeResponse, 'post', `${postPath(post.id)}/like/toggle`).then((r) => r.data),
    onMutate: (post) => changePost(queryClient, post.id, setLike(!post.liked, Math.max(0, post.likes + (post.liked ? -1 : 1)))),
    onSuccess: ({ liked, likes }, post) => changePost(queryClient, post.id, setLike(liked, likes)),
    onError: (_err, post) => changePost(queryClient, post.id, setLike(post.liked, post.likes)),
  })
}

/** Deletes a post (its author or staff): out of every feed at once, and the feed back to page 1. */
export function useDeletePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (postId: string) => sendJson(MessageResponse, 'delete', `${postPath(postId)}/delete`),
    onSuccess: (_answer, postId) => {
      changePost(queryClient, postId, () => null)
      queryClient.removeQueries({ queryKey: communityKeys.comments(postId) })
      void resetFeed(queryClient)
    },
  })
}

/** Deletes a comment with its replies, or one reply; the post's count follows, and the feed goes back to page 1. */
export function useDeleteComment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ postId, commentId }: { postId: string; commentId: string }) => sendJson(MessageResponse, 'delete', `${commentPath(postId, commentId)}/delete`),
    onSuccess: (_answer, { postId, commentId }) => {
      const weight = commentWeight(queryClient, postId, commentId)
      removeComment(queryClient, postId, commentId)
      commentsChanged(queryClient, postId, -weight)
    },
  })
}

export interface FlagTarget {
  postId: string
  /** A comment or reply; none for the post itself. */
  commentId?: string
  reason: FlagReason
}

/** Asks staff to look at a post or comment; one that enough flags hid leaves the screen. */
export function useFlag() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ postId, commentId, reason }: FlagTarget) =>
      sendJson(FlagResponse, 'post', `${commentId ? commentPath(postId, commentId) : postPath(postId)}/flag`, { reason }),
    onSuccess: ({ data }, { postId, commentId }) => {
      if (!data.hidden) return
      if (!commentId) {
        changePost(queryClient, postId, () => null)
        void resetFeed(queryClient)
      } else {
        const weight = commentWeight(queryClient, postId, commentId)
        removeComment(queryClient, postId, commentId)
        commentsChanged(queryClient, postId, -weight)
      }
    },
  })
}

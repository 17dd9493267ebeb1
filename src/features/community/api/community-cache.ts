import type { QueryClient } from '@tanstack/react-query'
import type { Comment, Post, Reply } from '../../../../contract/community.ts'
import { communityKeys } from './community-keys.ts'
import type { CommentPages, PostPages } from './community-queries.ts'

// The changes a write makes to what the cache holds, so the screen shows them at once; each is followed by asking
// the server again, whose answer has the last word.

/** Changes one post wherever a feed holds it (several searches may); `change` returning null takes it out. */
export function changePost(queryClient: QueryClient, postId: string, change: (post: Post) => Post | null) {
  queryClient.setQueriesData<PostPages>({ queryKey: communityKeys.feeds }, (data) => {
    if (!data?.pages.some((page) => page.posts.some((post) => post.id === postId))) return data
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        posts: page.posts.flatMap((post) => (post.id === postId ? (change(post) ?? []) : [post])),
      })),
    }
  })
}

/** The post as a feed holds it now, for a dialog opened from a card that a refetch may since have dropped. */
export function findPost(queryClient: QueryClient, postId: string): Post | undefined {
  for (const [, data] of queryClient.getQueriesData<PostPages>({ queryKey: communityKeys.feeds })) {
    const post = data?.pages.flatMap((page) => page.posts).find((p) => p.id === postId)
    if (post) return post
  }
  return undefined
}

/**
 * Back to page 1: every feed keeps only its first page and asks for it again, so the newest posts and the counts
 * show, without emptying the list on screen while it loads.
 */
export function resetFeed(queryClient: QueryClient) {
  queryClient.setQueriesData<PostPages>({ queryKey: communityKeys.feeds }, (data) =>
    data && data.pages.length > 1 ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
  )
  return queryClient.invalidateQueries({ queryKey: communityKeys.feeds })
}

/** A new post on top of the unsearched feed (a search may not match it: the refetch decides there). */
export function addPost(queryClient: QueryClient, post: Post) {
  queryClient.setQueryData<PostPages>(communityKeys.feed({}), (data) => {
    if (!data?.pages.length || data.pages.some((page) => page.posts.some((p) => p.id === post.id))) return data
    const [first, ...rest] = data.pages
    return { ...data, pages: [{ ...first!, posts: [post, ...first!.posts] }, ...rest] }
  })
}

const changeComments = (queryClient: QueryClient, postId: string, change: (data: CommentPages) => CommentPages) =>
  queryClient.setQueryData<CommentPages>(communityKeys.comments(postId), (data) => data && change(data))

const holds = (data: CommentPages, id: string) =>
  data.pages.some((page) => page.comments.some((c) => c.id === id || c.childComments.some((r) => r.id === id)))

/** A new comment at the end of the post's comments, once the last page is there (else the refetch brings it). */
export function addComment(queryClient: QueryClient, comment: Comment) {
  changeComments(queryClient, comment.postId, (data) => {
    const last = data.pages.at(-1)
    if (!last || last.hasMore || holds(data, comment.id)) return data
    return { ...data, pages: [...data.pages.slice(0, -1), { ...last, comments: [...last.comments, comment] }] }
  })
}

/** A new reply at the end of its comment's replies. */
export function addReply(queryClient: QueryClient, reply: Reply) {
  changeComments(queryClient, reply.postId, (data) => {
    if (holds(data, reply.id)) return data
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        comments: page.comments.map((c) => (c.id === reply.parentId ? { ...c, childComments: [...c.childComments, reply] } : c)),
      })),
    }
  })
}

/** Takes a comment (with its replies) or a reply out of the post's comments. */
export function removeComment(queryClient: QueryClient, postId: string, commentId: string) {
  changeComments(queryClient, postId, (data) => ({
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      comments: page.comments
        .filter((c) => c.id !== commentId)
        .map((c) => (c.childComments.some((r) => r.id === commentId) ? { ...c, childComments: c.childComments.filter((r) => r.id !== commentId) } : c)),
    })),
  }))
}

/** How many comments and replies a comment takes away with it. */
export function commentWeight(queryClient: QueryClient, postId: string, commentId: string) {
  const data = queryClient.getQueryData<CommentPages>(communityKeys.comments(postId))
  const comment = data?.pages.flatMap((page) => page.comments).find((c) => c.id === commentId)
  return comment ? 1 + comment.childComments.length : 1
}

/** After a comment or reply was added or removed: the post's count at once, then its comments and the feed again. */
export function commentsChanged(queryClient: QueryClient, postId: string, countChange: number) {
  changePost(queryClient, postId, (post) => ({ ...post, comments: Math.max(0, post.comments + countChange) }))
  void queryClient.invalidateQueries({ queryKey: communityKeys.comments(postId) })
  void resetFeed(queryClient)
}

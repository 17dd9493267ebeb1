import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query'
import type { Paged } from '../../../../contract/common.ts'
import { CommentsResponse, PostsResponse, type Comment, type Post } from '../../../../contract/community.ts'
import { getJson } from '../../../lib/api.ts'
import { pageParams, pageSearchParams } from '../../../lib/paging.ts'
import type { CommunitySearch } from '../search.ts'
import { canonicalFilters, communityKeys } from './community-keys.ts'

export type PostsPage = Paged<'posts', Post>
export type CommentsPage = Paged<'comments', Comment>
export type PostPages = InfiniteData<PostsPage, number>
export type CommentPages = InfiniteData<CommentsPage, number>

const fetchPostsPage = (filters: CommunitySearch, page: number, signal?: AbortSignal): Promise<PostsPage> =>
  getJson(PostsResponse, 'community-posts', { signal, searchParams: pageSearchParams(canonicalFilters(filters), page) }).then((r) => r.data)

/** The feed, newest first, 10 posts a page; a search narrows it. */
export const postsInfiniteQuery = (filters: CommunitySearch) =>
  infiniteQueryOptions({
    queryKey: communityKeys.feed(filters),
    queryFn: ({ pageParam, signal }) => fetchPostsPage(filters, pageParam, signal),
    ...pageParams,
  })

const fetchCommentsPage = (postId: string, page: number, signal?: AbortSignal): Promise<CommentsPage> =>
  getJson(CommentsResponse, `community-posts/${encodeURIComponent(postId)}/comments`, { signal, searchParams: pageSearchParams({}, page) }).then((r) => r.data)

/** One post's comments, oldest first, 20 a page, each with its replies. */
export const commentsInfiniteQuery = (postId: string) =>
  infiniteQueryOptions({
    queryKey: communityKeys.comments(postId),
    queryFn: ({ pageParam, signal }) => fetchCommentsPage(postId, pageParam, signal),
    ...pageParams,
  })

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type * as v from 'valibot'
import {
  AdminPageResponse,
  AdminSectionResponse,
  ContentListResponse,
  RevisionsResponse,
  type ContentKind,
  type NewPage,
  type PageFields,
  type SectionFields,
} from '../../../../../contract/admin-content.ts'
import { getJson, sendJson } from '../../../../lib/api.ts'
import { userKey } from '../../../../lib/user-key.ts'
import { contentKeys } from '../../api/content-keys.ts'

// Staff-only answers live under the signed-in person's key and go at sign-out.
const adminContentKey = (...parts: unknown[]) => userKey('admin', 'content', ...parts)

const itemSchema = { pages: AdminPageResponse, sections: AdminSectionResponse } as const
export type AdminItem<K extends ContentKind> = v.InferOutput<(typeof itemSchema)[K]>['data']
export type DraftFields<K extends ContentKind> = K extends 'pages' ? PageFields : SectionFields

export const contentListQuery = (kind: ContentKind) =>
  queryOptions({
    queryKey: adminContentKey(kind, 'list'),
    queryFn: ({ signal }) => getJson(ContentListResponse, `admin/content/${kind}`, { signal }).then((r) => r.data),
    staleTime: 0,
  })

export const contentItemQuery = <K extends ContentKind>(kind: K, slug: string) =>
  queryOptions({
    queryKey: adminContentKey(kind, 'item', slug),
    queryFn: ({ signal }) => getJson(itemSchema[kind], `admin/content/${kind}/${slug}`, { signal }).then((r) => r.data as AdminItem<K>),
    staleTime: 0,
  })

export const revisionsQuery = (kind: ContentKind, slug: string) =>
  queryOptions({
    queryKey: adminContentKey(kind, 'revisions', slug),
    queryFn: ({ signal }) => getJson(RevisionsResponse, `admin/content/${kind}/${slug}/revisions`, { signal }).then((r) => r.data),
    staleTime: 0,
  })

/**
 * Every write answers the item as it now is; the editor shows it at once, and the lists and revisions are asked
 * again. A publish also drops this browser's copy of the public page or section, so staff see the change too.
 */
function useContentWrite<K extends ContentKind, T>(kind: K, slug: string, send: (input: T) => Promise<{ data: AdminItem<K>; message?: string }>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: (reply) => {
      queryClient.setQueryData(contentItemQuery(kind, reply.data.slug).queryKey, reply.data)
      void queryClient.invalidateQueries({ queryKey: adminContentKey(kind) })
      void queryClient.invalidateQueries({ queryKey: kind === 'pages' ? contentKeys.page(slug) : ['content', 'section', slug] })
    },
  })
}

const path = (kind: ContentKind, slug: string, rest = '') => `admin/content/${kind}/${slug}${rest}`

export const useSaveDraft = <K extends ContentKind>(kind: K, slug: string) =>
  useContentWrite(kind, slug, (fields: Partial<DraftFields<K>>) => sendJson(itemSchema[kind], 'patch', path(kind, slug), fields) as Promise<{ data: AdminItem<K>; message?: string }>)

export const usePublish = <K extends ContentKind>(kind: K, slug: string) =>
  useContentWrite(kind, slug, () => sendJson(itemSchema[kind], 'post', path(kind, slug, '/publish')) as Promise<{ data: AdminItem<K>; message?: string }>)

export const useRestore = <K extends ContentKind>(kind: K, slug: string) =>
  useContentWrite(kind, slug, (id: number) => sendJson(itemSchema[kind], 'post', path(kind, slug, `/revisions/${id}/restore`)) as Promise<{ data: AdminItem<K>; message?: string }>)

export function useAddPage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (page: NewPage) => sendJson(AdminPageResponse, 'post', 'admin/content/pages', page),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminContentKey('pages') }),
  })
}

import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import {
  AdminChipsResponse,
  AdminContactResponse,
  AdminMenuResponse,
  AdminServicesResponse,
  AdminSlidesResponse,
  MediaListResponse,
  MediaResponse,
  type ChipsBody,
  type ContactInput,
  type MenuBody,
  type ServicesBody,
  type SlidesBody,
} from '../../../../../contract/admin-site-content.ts'
import { envelope } from '../../../../../contract/common.ts'
import { getJson, sendForm, sendJson } from '../../../../lib/api.ts'
import { userKey } from '../../../../lib/user-key.ts'

// Staff's reads live under the signed-in person's key, so they go at sign-out.
const keys = {
  menu: userKey('admin', 'content', 'menu'),
  slides: userKey('admin', 'content', 'slides'),
  services: userKey('admin', 'content', 'services'),
  chips: userKey('admin', 'content', 'chips'),
  contact: userKey('admin', 'content', 'contact'),
  media: userKey('admin', 'content', 'media'),
}

export const adminMenuQuery = () => queryOptions({ queryKey: keys.menu, queryFn: ({ signal }) => getJson(AdminMenuResponse, 'admin/content/menu', { signal }).then((r) => r.data) })
export const adminSlidesQuery = () =>
  queryOptions({ queryKey: keys.slides, queryFn: ({ signal }) => getJson(AdminSlidesResponse, 'admin/content/home/slides', { signal }).then((r) => r.data) })
export const adminServicesQuery = () =>
  queryOptions({ queryKey: keys.services, queryFn: ({ signal }) => getJson(AdminServicesResponse, 'admin/content/home/services', { signal }).then((r) => r.data) })
export const adminChipsQuery = () =>
  queryOptions({ queryKey: keys.chips, queryFn: ({ signal }) => getJson(AdminChipsResponse, 'admin/content/home/chips', { signal }).then((r) => r.data) })
export const adminContactQuery = () =>
  queryOptions({ queryKey: keys.contact, queryFn: ({ signal }) => getJson(AdminContactResponse, 'admin/content/contact', { signal }).then((r) => r.data) })
export const mediaQuery = () =>
  infiniteQueryOptions({
    queryKey: keys.media,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => getJson(MediaListResponse, `admin/content/media?page=${pageParam}`, { signal }).then((r) => r.data),
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  })

/**
 * A saved change is read again by this panel and the media library (whose "used by" it may change), and by every
 * public screen of this browser, so the staff member sees the site as visitors now do.
 */
function useSiteMutation<T, R>(key: readonly unknown[], send: (input: T) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: keys.media }),
        queryClient.invalidateQueries({ queryKey: ['content'] }),
      ])
    },
  })
}

export const useSaveMenu = () => useSiteMutation(keys.menu, (body: MenuBody) => sendJson(AdminMenuResponse, 'put', 'admin/content/menu', body))
export const useSaveSlides = () =>
  useSiteMutation(keys.slides, ({ carousel, ...body }: SlidesBody & { carousel: 'small-device' | 'large-device' }) =>
    sendJson(envelope(v.unknown()), 'put', `admin/content/home/slides/${carousel}`, body),
  )
export const useSaveServices = () => useSiteMutation(keys.services, (body: ServicesBody) => sendJson(AdminServicesResponse, 'put', 'admin/content/home/services', body))
export const useSaveChips = () => useSiteMutation(keys.chips, (body: ChipsBody) => sendJson(envelope(v.unknown()), 'put', 'admin/content/home/chips', body))
export const useSaveContact = () => useSiteMutation(keys.contact, (body: ContactInput) => sendJson(AdminContactResponse, 'put', 'admin/content/contact', body))

export const useUploadMedia = () =>
  useSiteMutation(keys.media, ({ alt, file }: { alt: string; file: File }) => {
    const body = new FormData()
    body.append('alt', alt)
    // The file goes last, after the description it is stored with.
    body.append('file', file)
    return sendForm(MediaResponse, 'admin/content/media', body)
  })
export const useDescribeMedia = () => useSiteMutation(keys.media, ({ id, alt }: { id: string; alt: string }) => sendJson(MediaResponse, 'patch', `admin/content/media/${id}`, { alt }))
export const useDeleteMedia = () => useSiteMutation(keys.media, (id: string) => sendJson(envelope(v.null()), 'delete', `admin/content/media/${id}`))

import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { envelope, pagedResponse, type Paged } from '../../../../contract/common.ts'
import { getJson, sendJson } from '../../../lib/api.ts'
import { pageParams } from '../../../lib/paging.ts'
import { userKey } from '../../../lib/user-key.ts'

const DeletedResponse = envelope(v.null())

/** A list's query parameters besides its page and search, each set or left out. */
type Filters = Record<string, string>

interface CollectionSpec<K extends string, Item extends { id: number | string }, Values, Patch> {
  /** Its items' key in a page ('vacancies', 'items') and its area's public list's first key. */
  name: K
  /**
   * Its API path, written out in full ('admin/vacancies', 'admin/community/flags') so that a search for a server route
   * finds its caller; its keys follow the path's parts, so one area's lists share a key to refresh them all by.
   */
  path: `admin/${string}`
  item: v.GenericSchema<unknown, Item>
  /** What create and edit take; only their types are used. A list staff only read (payments) has neither. */
  input?: v.GenericSchema<unknown, Values>
  patch?: v.GenericSchema<unknown, Patch>
}

/**
 * One management section's calls: its list (in the server's order, searched on the server), one item for the edit
 * form, and create, edit and delete, each keeping the admin lists and the area's public list in step with the answer.
 * The keys are under the signed-in person's (`userKey`): only an admin may read them, they go at sign-out and none is
 * kept on the device for offline reading. What the admin is told (the toast, where the screen goes) is up to the screen.
 */
export function adminCollection<K extends string, Item extends { id: number | string }, Values = never, Patch = never>({ name, path, item }: CollectionSpec<K, Item, Values, Patch>) {
  type Page = Paged<K, Item>
  const ListResponse = pagedResponse(name, item) as unknown as v.GenericSchema<unknown, { data: Page }>
  const ItemResponse = envelope(item)
  const at = path.split('/').slice(1)
  const keys = {
    lists: userKey('admin', ...at, 'list'),
    list: (search: string, filters: Filters = {}) => userKey('admin', ...at, 'list', search, filters),
    item: (id: Item['id']) => userKey('admin', ...at, 'item', id),
  }

  const fetchPage = (search: string, filters: Filters, page: number, signal?: AbortSignal) => {
    const searchParams = new URLSearchParams({ ...filters, page: String(page) })
    if (search) searchParams.set('search', search)
    return getJson(ListResponse, path, { signal, searchParams }).then((r) => r.data)
  }

  /** Every admin list is asked for again, and the public one too: a change shows there at once. */
  function refreshLists(queryClient: QueryClient) {
    void queryClient.invalidateQueries({ queryKey: keys.lists })
    void queryClient.invalidateQueries({ queryKey: [name] })
  }

  function stored(queryClient: QueryClient, saved: Item) {
    queryClient.setQueryData(keys.item(saved.id), saved)
    refreshLists(queryClient)
  }

  /** A list the server does not search (the moderation queue) leaves `search` out; `filters` are its other query parameters (a status). */
  const listQuery = (search = '', filters: Filters = {}) =>
    infiniteQueryOptions({
      queryKey: keys.list(search.trim(), filters),
      queryFn: ({ pageParam, signal }) => fetchPage(search.trim(), filters, pageParam, signal),
      ...pageParams,
    })

  return {
    keys,
    listQuery,

    /** The list as a screen shows it: the query, for its states, and the items of every page loaded so far. */
    useList(search = '', filters: Filters = {}) {
      const query = useInfiniteQuery(listQuery(search, filters))
      return { query, items: query.data?.pages.flatMap((page) => page[name]) ?? [] }
    },

    /** One item for the edit form, as the list shows it; 404 once it has been deleted. */
    itemQuery: (id: Item['id']) =>
      queryOptions({
        queryKey: keys.item(id),
        queryFn: ({ signal }) => getJson(ItemResponse, `${path}/${id}`, { signal }).then((r) => r.data as Item),
        staleTime: 0,
      }),

    useCreate() {
      const queryClient = useQueryClient()
      return useMutation({
        mutationFn: (values: Values) => sendJson(ItemResponse, 'post', path, values),
        onSuccess: (reply) => stored(queryClient, reply.data as Item),
      })
    },

    useUpdate(id: Item['id']) {
      const queryClient = useQueryClient()
      return useMutation({
        mutationFn: (patch: Patch) => sendJson(ItemResponse, 'patch', `${path}/${id}`, patch),
        onSuccess: (reply) => stored(queryClient, reply.data as Item),
      })
    },

    useDelete() {
      const queryClient = useQueryClient()
      return useMutation({
        mutationFn: (id: Item['id']) => sendJson(DeletedResponse, 'delete', `${path}/${id}`),
        onSuccess: (_reply, id) => {
          // Gone from the cards at once; the lists are asked for again behind it.
          queryClient.setQueriesData<InfiniteData<Page>>({ queryKey: keys.lists }, (data) =>
            data && { ...data, pages: data.pages.map((page) => ({ ...page, [name]: page[name].filter((row) => row.id !== id) })) },
          )
          queryClient.removeQueries({ queryKey: keys.item(id) })
          refreshLists(queryClient)
        },
      })
    },
  }
}

import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { envelope } from '../../../../contract/common.ts'
import { CalendarUrlResponse, SavedItemResponse, type SavedItemKey, type SavedItems } from '../../../../contract/saved-items.ts'
import { sendJson } from '../../../lib/api.ts'
import { savedItemKeys } from './saved-items-keys.ts'

const RemovedResponse = envelope(v.null())

const sameItem = (key: SavedItemKey) => (item: SavedItemKey) => item.kind === key.kind && item.id === key.id

function changeList(queryClient: QueryClient, change: (list: SavedItems) => SavedItems) {
  queryClient.setQueryData<SavedItems>(savedItemKeys.all, (list) => list && change(list))
}

/** Saves an item; the list has it at the top as the server answers it. */
export function useSaveItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (key: SavedItemKey) => sendJson(SavedItemResponse, 'post', 'saved-items', key).then((r) => r.data),
    onSuccess: (item) => changeList(queryClient, (list) => ({ ...list, items: [item, ...list.items.filter((other) => !sameItem(item)(other))] })),
  })
}

/** Removes a saved item; it leaves the list once the server has removed it. */
export function useRemoveItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (key: SavedItemKey) => sendJson(RemovedResponse, 'delete', `saved-items/${key.kind}/${encodeURIComponent(key.id)}`),
    onSuccess: (_answer, key) => changeList(queryClient, (list) => ({ ...list, items: list.items.filter((item) => !sameItem(key)(item)) })),
  })
}

/** Gives the saved-events feed a new secret address; subscriptions to the old one stop. */
export function useRenewCalendar() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => sendJson(CalendarUrlResponse, 'post', 'saved-items/calendar-url'),
    onSuccess: ({ data }) => changeList(queryClient, (list) => ({ ...list, calendarUrl: data.calendarUrl })),
  })
}

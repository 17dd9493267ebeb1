import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { envelope } from '../../../../contract/common.ts'
import { SavedSearchResponse, type SavedSearch, type SavedSearchAlert, type SavedSearchArea } from '../../../../contract/saved-searches.ts'
import { sendJson } from '../../../lib/api.ts'
import { savedSearchKeys } from './saved-searches-keys.ts'

const DeletedResponse = envelope(v.null())

export interface NewSavedSearch {
  name: string
  area: SavedSearchArea
  filters: Record<string, unknown>
  alert: SavedSearchAlert
}

/** Saves a search; the list is asked for again when next shown. */
export function useCreateSavedSearch() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (search: NewSavedSearch) => sendJson(SavedSearchResponse, 'post', 'saved-searches', search),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  })
}

/** Renames a saved search or changes its alert; the list shows the server's answer. */
export function useUpdateSavedSearch() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...change }: { id: string; name?: string; alert?: SavedSearchAlert }) => sendJson(SavedSearchResponse, 'patch', `saved-searches/${encodeURIComponent(id)}`, change),
    onSuccess: ({ data }) => queryClient.setQueryData<SavedSearch[]>(savedSearchKeys.all, (list) => list?.map((search) => (search.id === data.id ? data : search))),
  })
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => sendJson(DeletedResponse, 'delete', `saved-searches/${encodeURIComponent(id)}`),
    onSuccess: (_answer, id) => queryClient.setQueryData<SavedSearch[]>(savedSearchKeys.all, (list) => list?.filter((search) => search.id !== id)),
  })
}

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import {
  CategoryListResponse,
  CategoryValueResponse,
  MergeResponse,
  type CategoryBody,
  type CategoryList,
  type CategoryPatch,
} from '../../../../contract/categories.ts'
import { envelope } from '../../../../contract/common.ts'
import { getJson, sendJson } from '../../../lib/api.ts'
import { userKey } from '../../../lib/user-key.ts'

const listKey = (list: CategoryList) => userKey('admin', 'categories', list)

/** Every value of one list, retired ones too, in its order, with what uses each. */
export const adminCategoryQuery = (list: CategoryList) =>
  queryOptions({
    queryKey: listKey(list),
    queryFn: ({ signal }) => getJson(CategoryListResponse, `admin/categories/${list}`, { signal }).then((r) => r.data),
  })

/**
 * A change to a list. Every screen's choices read these lists (forms, filters, the home page's chips), so all of
 * this browser's queries are refreshed: what staff changed shows everywhere at once.
 */
function useCategoryChange<T>(mutationFn: (input: T) => Promise<{ message?: string }>) {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn, onSuccess: () => void queryClient.invalidateQueries() })
}

export const useAddCategory = (list: CategoryList) => useCategoryChange((body: CategoryBody) => sendJson(CategoryValueResponse, 'post', `admin/categories/${list}`, body))
export const useUpdateCategory = (list: CategoryList) =>
  useCategoryChange(({ id, patch }: { id: number; patch: CategoryPatch }) => sendJson(CategoryValueResponse, 'patch', `admin/categories/${list}/${id}`, patch))
export const useDeleteCategory = (list: CategoryList) => useCategoryChange((id: number) => sendJson(envelope(v.null()), 'delete', `admin/categories/${list}/${id}`))
export const useMergeCategory = (list: CategoryList) =>
  useCategoryChange(({ id, into }: { id: number; into: number }) => sendJson(MergeResponse, 'post', `admin/categories/${list}/${id}/merge`, { into }))

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { envelope } from '../../../../contract/common.ts'
import { AdminUserChoicesResponse, AdminUserListResponse, AdminUserResponse, BulkResponse, type BulkBody } from '../../../../contract/users.ts'
import { getJson, sendJson } from '../../../lib/api.ts'
import { downloadFile } from '../../../lib/save-download.ts'
import { userKey } from '../../../lib/user-key.ts'
import type { UsersListSearch } from '../admin/list-search.ts'

export const usersKeys = {
  // Under the signed-in person's key: only staff may read them, and they go at sign-out.
  all: userKey('admin', 'users'),
  list: (search: UsersListSearch) => [...usersKeys.all, 'list', search] as const,
  choices: () => [...usersKeys.all, 'choices'] as const,
  one: (id: string) => [...usersKeys.all, 'one', id] as const,
}

/** The address's filters as the API's query: the same names, blank ones left out. */
export function filterQuery({ page, ...filters }: UsersListSearch, withPage = true) {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(filters)) if (value !== undefined && value !== '') params.set(name, String(value))
  if (withPage && page) params.set('page', String(page))
  return params.toString()
}

export const usersListQuery = (search: UsersListSearch) =>
  queryOptions({ queryKey: usersKeys.list(search), queryFn: () => getJson(AdminUserListResponse, `admin/users?${filterQuery(search)}`).then((r) => r.data) })

/** The roles and plans to choose from: one read per screen, whatever its filters and pages. */
export const usersChoicesQuery = () =>
  queryOptions({ queryKey: usersKeys.choices(), queryFn: () => getJson(AdminUserChoicesResponse, 'admin/users/choices').then((r) => r.data) })

export const userQuery = (id: string) => queryOptions({ queryKey: usersKeys.one(id), queryFn: () => getJson(AdminUserResponse, `admin/users/${id}`).then((r) => r.data) })

/**
 * The CSV through the staff member's token (a plain link would carry none), saved under the server's file name.
 * The server streams it from the database; the browser keeps the one file it is saving.
 */
export const downloadUsersCsv = (search: UsersListSearch) =>
  downloadFile(`admin/users/export.csv?${filterQuery(search, false)}`, `members-${new Date().toISOString().slice(0, 10)}.csv`)

/** One action on one account; every list and the account's page are read again, whatever the answer. */
export function useUserAction<Body>(send: (body: Body) => Promise<v.InferOutput<typeof AdminUserResponse> | { message?: string }>) {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: send, onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }) })
}

const NoData = envelope(v.null())

export const userActions = {
  suspend: (id: string) => (body: { reason: string; until: string | null }) => sendJson(AdminUserResponse, 'post', `admin/users/${id}/suspend`, body),
  unsuspend: (id: string) => () => sendJson(AdminUserResponse, 'post', `admin/users/${id}/unsuspend`),
  verify: (id: string) => () => sendJson(AdminUserResponse, 'post', `admin/users/${id}/verify`),
  resend: (id: string) => () => sendJson(NoData, 'post', `admin/users/${id}/resend-verification`),
  signOut: (id: string) => () => sendJson(AdminUserResponse, 'post', `admin/users/${id}/sign-out`),
  role: (id: string) => (body: { role: string; password?: string }) => sendJson(AdminUserResponse, 'patch', `admin/users/${id}`, body),
  plan: (id: string) => (body: { planId: number; days: number }) => sendJson(AdminUserResponse, 'post', `admin/users/${id}/plan`, body),
  /** The account is anonymised once its email is typed again. */
  remove: (id: string) => (confirmEmail: string) => sendJson(NoData, 'delete', `admin/users/${id}`, { confirmEmail }),
}

export function useBulkAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: BulkBody) => sendJson(BulkResponse, 'post', 'admin/users/bulk', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  })
}

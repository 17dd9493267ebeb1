import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { envelope } from '../../../../contract/common.ts'
import { AdminRoleResponse, AdminRolesResponse, type RoleInput, type RolePatch } from '../../../../contract/roles.ts'
import { getJson, sendJson } from '../../../lib/api.ts'
import { userKey } from '../../../lib/user-key.ts'

const DeletedResponse = envelope(v.null())

/** Staff only: kept under the signed-in person's key, so it goes at sign-out. */
const rolesKey = userKey('admin', 'roles')

export const adminRolesQuery = () =>
  queryOptions({
    queryKey: rolesKey,
    queryFn: ({ signal }) => getJson(AdminRolesResponse, 'admin/roles', { signal }).then((r) => r.data.roles),
  })

/** Every change asks for the table again: the holders' counts and the other rows may have moved too. */
function useRolesMutation<T, R>(send: (input: T) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: send, onSettled: () => queryClient.invalidateQueries({ queryKey: rolesKey }) })
}

export const useCreateRole = () => useRolesMutation((input: RoleInput) => sendJson(AdminRoleResponse, 'post', 'admin/roles', input))

export const useUpdateRole = (slug: string) => useRolesMutation((patch: RolePatch) => sendJson(AdminRoleResponse, 'patch', `admin/roles/${slug}`, patch))

export const useDeleteRole = (slug: string) => useRolesMutation(() => sendJson(DeletedResponse, 'delete', `admin/roles/${slug}`))

import { useMutation } from '@tanstack/react-query'
import * as v from 'valibot'
import { envelope } from '../../../../contract/common.ts'
import { sendJson } from '../../../lib/api.ts'

const DeletedResponse = envelope(v.null())

/** `DELETE /api/admin/users/{id}`: the account is anonymised once its email is typed again. */
export const useDeleteUser = (id: string) =>
  useMutation({ mutationFn: (confirmEmail: string) => sendJson(DeletedResponse, 'delete', `admin/users/${encodeURIComponent(id)}`, { confirmEmail }) })

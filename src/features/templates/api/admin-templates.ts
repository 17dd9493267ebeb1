import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { AdminTemplateListResponse, AdminTemplateResponse, type TemplatePatch } from '../../../../contract/admin-templates.ts'
import { envelope } from '../../../../contract/common.ts'
import type { TemplateKind } from '../../../../contract/templates.ts'
import { getJson, sendForm, sendJson } from '../../../lib/api.ts'
import { userKey } from '../../../lib/user-key.ts'
import { templateKeys } from './templates-keys.ts'

const DeletedResponse = envelope(v.null())

/** Only an admin may read it, so it lives under the signed-in person's key and goes at sign-out. */
const listKey = userKey('admin', 'templates', 'list')

export const adminTemplatesQuery = () =>
  queryOptions({
    queryKey: listKey,
    queryFn: ({ signal }) => getJson(AdminTemplateListResponse, 'admin/templates', { signal }).then((r) => r.data),
  })

const form = (fields: Record<string, string>, file: File) => {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  // The file goes last, after the fields it is filed under.
  body.append('file', file)
  return body
}

/**
 * Each change asks for the admin list and the public tree again, so both show it at once; a failed edit too, as
 * its rename may have been saved before its new file was refused.
 */
function useTemplatesMutation<T, R>(send: (input: T) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: listKey })
      void queryClient.invalidateQueries({ queryKey: templateKeys.files })
    },
  })
}

export const useUploadTemplate = () =>
  useTemplatesMutation(({ kind, name, file }: { kind: TemplateKind | ''; name: string; file: File }) =>
    sendForm(AdminTemplateResponse, 'admin/templates', form({ kind, name }, file)),
  )

/** Saves an edit: the new name or type, then the new content, each only when given. */
export const useEditTemplate = (id: string) =>
  useTemplatesMutation(async ({ patch, file }: { patch: TemplatePatch | null; file: File | null }) => {
    let reply = patch ? await sendJson(AdminTemplateResponse, 'patch', `admin/templates/${id}`, patch) : null
    if (file) reply = await sendForm(AdminTemplateResponse, `admin/templates/${id}/file`, form({}, file))
    return reply
  })

export const useDeleteTemplate = () => useTemplatesMutation((id: string) => sendJson(DeletedResponse, 'delete', `admin/templates/${id}`))

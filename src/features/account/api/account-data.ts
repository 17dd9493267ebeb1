import { useMutation } from '@tanstack/react-query'
import * as v from 'valibot'
import { envelope } from '../../../../contract/common.ts'
import { getBlob, sendJson } from '../../../lib/api.ts'

const DeletedResponse = envelope(v.null())

/** The file of what we hold about the signed-in person, saved under the name the server gives it. */
export async function downloadMyData() {
  const blob = await getBlob('user/export')
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = `scholar-hub-my-data-${new Date().toISOString().slice(0, 10)}.json`
  link.click()
  URL.revokeObjectURL(url)
}

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData })

export const useDeleteOwnAccount = () => useMutation({ mutationFn: (password: string) => sendJson(DeletedResponse, 'post', 'user/delete-account', { password }) })

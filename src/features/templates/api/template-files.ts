import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { templateFileName, templateFileUrl, type TemplateFile } from '../../../../contract/templates.ts'
import { getBlob } from '../../../lib/api.ts'
import { dropFile, keepFile } from '../../../lib/kept-files.ts'
import { saveBlob } from '../../../lib/save-download.ts'
import { templateKeys } from './templates-keys.ts'
import { keptTemplatesQuery } from './templates-queries.ts'

// The ky client's path for a file: its address without the leading /api/, so the bearer token goes with it.
const apiPath = (file: TemplateFile) => templateFileUrl(file.path).replace(/^\/api\//, '')

/** Saves the file on the device as a download, named after the template. Offline, a kept copy answers. */
export async function downloadTemplate(file: TemplateFile) {
  saveBlob(await getBlob(apiPath(file)), templateFileName(file.name, file.format))
}

/** Whether the file is kept on this device. */
export function useKept(file: TemplateFile) {
  const kept = useQuery(keptTemplatesQuery())
  return kept.data?.includes(templateFileUrl(file.path)) ?? false
}

/** 'Keep offline' and its undoing: the file fetched (signed in) into the kept files, or taken out of them. */
export function useKeepOffline() {
  const queryClient = useQueryClient()
  return useMutation({
    // Taking a copy away needs no network; keeping one fails offline with its own message.
    networkMode: 'always',
    mutationFn: async ({ file, keep }: { file: TemplateFile; keep: boolean }) => {
      if (keep) await keepFile(templateFileUrl(file.path), await getBlob(apiPath(file)))
      else await dropFile(templateFileUrl(file.path))
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: templateKeys.kept }),
  })
}

import { queryOptions } from '@tanstack/react-query'
import { TemplateMapResponse, templateFileUrl } from '../../../../contract/templates.ts'
import { getJson } from '../../../lib/api.ts'
import { forgetKeptExcept, keptPaths } from '../../../lib/kept-files.ts'
import { templateKeys } from './templates-keys.ts'

/** Every article kind's files, as the tree shows them. */
export const templatesQuery = () =>
  queryOptions({
    queryKey: templateKeys.files,
    queryFn: async ({ signal }) => {
      const map = (await getJson(TemplateMapResponse, 'templates', { signal })).data
      // A kept copy of a file replaced or deleted since belongs to nothing in the tree: it goes, freeing its space.
      // Failing to tidy costs only space, never the tree.
      const current = Object.values(map).flatMap((files) => files.map((file) => templateFileUrl(file.path)))
      await forgetKeptExcept(templateFileUrl('templates/'), current).catch(() => undefined)
      return map
    },
  })

/**
 * The template paths kept on this device, read from Cache Storage (so offline too) each time the tree is shown:
 * Cache Storage is the truth, and the saved answer only fills the moment until it is read.
 */
export const keptTemplatesQuery = () =>
  queryOptions({
    queryKey: templateKeys.kept,
    queryFn: keptPaths,
    networkMode: 'always',
    staleTime: 0,
  })

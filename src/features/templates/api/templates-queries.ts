import { queryOptions } from '@tanstack/react-query'
import { TemplateMapResponse } from '../../../../contract/templates.ts'
import { getJson } from '../../../lib/api.ts'
import { keptPaths } from '../../../lib/kept-files.ts'
import { templateKeys } from './templates-keys.ts'

/** Every article kind's files, as the tree shows them. */
export const templatesQuery = () =>
  queryOptions({
    queryKey: templateKeys.files,
    queryFn: ({ signal }) => getJson(TemplateMapResponse, 'templates', { signal }).then((r) => r.data),
  })

/** The template paths kept on this device; read from Cache Storage, so offline too. */
export const keptTemplatesQuery = () =>
  queryOptions({
    queryKey: templateKeys.kept,
    queryFn: keptPaths,
    networkMode: 'always',
    staleTime: Infinity,
  })

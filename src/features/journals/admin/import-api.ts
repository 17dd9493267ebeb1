import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { JournalImportListResponse, JournalImportResponse, type JournalImport } from '../../../../contract/admin-journals.ts'
import { getJson, sendForm } from '../../../lib/api.ts'
import { userKey } from '../../../lib/user-key.ts'

const keys = {
  all: userKey('admin', 'journals', 'imports'),
  one: (id: number) => userKey('admin', 'journals', 'imports', id),
}

const running = (item: JournalImport | undefined) => item?.status === 'queued' || item?.status === 'running'

/** One import, asked for every second while it is queued or running: its progress, then its result. */
export const journalImportQuery = (id: number) =>
  queryOptions({
    queryKey: keys.one(id),
    queryFn: ({ signal }) => getJson(JournalImportResponse, `admin/journals/imports/${id}`, { signal }).then((r) => r.data),
    refetchInterval: (query) => (running(query.state.data) ? 1000 : false),
  })

/** The latest imports: who, when, what they did. */
export const journalImportsQuery = () =>
  queryOptions({
    queryKey: keys.all,
    queryFn: ({ signal }) => getJson(JournalImportListResponse, 'admin/journals/imports', { signal }).then((r) => r.data.imports),
  })

/** Uploads DOAJ's CSV for a dry run or an apply; the answer is the queued import. */
export function useStartImport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => {
      const body = new FormData()
      body.append('file', file)
      return sendForm(JournalImportResponse, `admin/journals/import${dryRun ? '?dryRun=true' : ''}`, body)
    },
    onSuccess: (reply) => {
      queryClient.setQueryData(keys.one(reply.data.id), reply.data)
      void queryClient.invalidateQueries({ queryKey: keys.all, exact: true })
    },
  })
}

export { running as importRunning }

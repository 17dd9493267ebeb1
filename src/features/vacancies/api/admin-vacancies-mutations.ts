import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { AdminVacancyResponse, type AdminVacancy, type VacancyPatch, type VacancyValues } from '../../../../contract/admin-vacancies.ts'
import { envelope } from '../../../../contract/common.ts'
import { sendJson } from '../../../lib/api.ts'
import { adminVacancyKeys, publicVacanciesRoot } from './admin-vacancies-keys.ts'
import type { AdminVacancyPage } from './admin-vacancies-queries.ts'

// One hook per change; each keeps the admin lists and the public list in step with the answer. What the admin is
// told (the toast, where the screen goes) is up to the screen.

const DeletedResponse = envelope(v.null())

/** Every admin list is asked for again, and the public one too: a change shows there at once. */
function refreshLists(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: adminVacancyKeys.lists })
  void queryClient.invalidateQueries({ queryKey: publicVacanciesRoot })
}

function stored(queryClient: QueryClient, vacancy: AdminVacancy) {
  queryClient.setQueryData(adminVacancyKeys.item(vacancy.id), vacancy)
  refreshLists(queryClient)
}

export function useCreateVacancy() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (values: VacancyValues) => sendJson(AdminVacancyResponse, 'post', 'admin/vacancies', values),
    onSuccess: (reply) => stored(queryClient, reply.data),
  })
}

export function useUpdateVacancy(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (patch: VacancyPatch) => sendJson(AdminVacancyResponse, 'patch', `admin/vacancies/${id}`, patch),
    onSuccess: (reply) => stored(queryClient, reply.data),
  })
}

export function useDeleteVacancy() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => sendJson(DeletedResponse, 'delete', `admin/vacancies/${id}`),
    onSuccess: (_reply, id) => {
      // Gone from the cards at once; the lists are asked for again behind it.
      queryClient.setQueriesData<InfiniteData<AdminVacancyPage>>({ queryKey: adminVacancyKeys.lists }, (data) =>
        data && { ...data, pages: data.pages.map((page) => ({ ...page, vacancies: page.vacancies.filter((vacancy) => vacancy.id !== id) })) },
      )
      queryClient.removeQueries({ queryKey: adminVacancyKeys.item(id) })
      refreshLists(queryClient)
    },
  })
}

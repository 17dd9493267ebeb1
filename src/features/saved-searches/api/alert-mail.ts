import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { AlertMailResponse, UnsubscribePreviewResponse, UnsubscribeResponse } from '../../../../contract/saved-searches.ts'
import { getJson, sendJson } from '../../../lib/api.ts'
import { userKey } from '../../../lib/user-key.ts'

const alertMailKey = userKey('saved-searches', 'alert-mail')
const unsubscribePath = (token: string) => `saved-searches/unsubscribe?${new URLSearchParams({ token })}`

/** Whether the member takes alert digests by mail ('No alert mail at all' is false). */
export const alertMailQuery = () =>
  queryOptions({ queryKey: alertMailKey, queryFn: ({ signal }) => getJson(AlertMailResponse, 'saved-searches/alert-mail', { signal }).then((r) => r.data.alertMail) })

export function useSetAlertMail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (alertMail: boolean) => sendJson(AlertMailResponse, 'put', 'saved-searches/alert-mail', { alertMail }),
    onSuccess: ({ data }) => queryClient.setQueryData(alertMailKey, data.alertMail),
  })
}

/** What an alert mail's unsubscribe link would stop; no sign-in needed. */
export const useUnsubscribePreview = (token: string) =>
  useQuery({ queryKey: ['saved-searches', 'unsubscribe', token], queryFn: ({ signal }) => getJson(UnsubscribePreviewResponse, unsubscribePath(token), { signal }).then((r) => r.data), retry: false })

export const useUnsubscribe = () => useMutation({ mutationFn: (token: string) => sendJson(UnsubscribeResponse, 'post', unsubscribePath(token)) })

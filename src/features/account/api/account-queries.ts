import { queryOptions } from '@tanstack/react-query'
import { ActivitiesResponse, LookupResponse, ProfileResponse, SessionsResponse, SettingsResponse } from '../../../../contract/account.ts'
import { getJson } from '../../../lib/api.ts'
import { accountKeys, type LookupKind } from './account-keys.ts'

export const profileQuery = () =>
  queryOptions({ queryKey: accountKeys.profile, queryFn: ({ signal }) => getJson(ProfileResponse, 'user/get', { signal }).then((r) => r.data) })

export const activitiesQuery = () =>
  queryOptions({
    queryKey: accountKeys.activities,
    queryFn: ({ signal }) => getJson(ActivitiesResponse, 'user/activities', { signal }).then((r) => r.data),
    staleTime: 0,
  })

export const settingsQuery = () =>
  queryOptions({ queryKey: accountKeys.settings, queryFn: ({ signal }) => getJson(SettingsResponse, 'user/settings', { signal }).then((r) => r.data) })

/** The devices signed in to the account; asked again whenever the list is shown, as another may have joined. */
export const sessionsQuery = () =>
  queryOptions({
    queryKey: accountKeys.sessions,
    queryFn: ({ signal }) => getJson(SessionsResponse, 'user/sessions', { signal }).then((r) => r.data),
    staleTime: 0,
  })

/** Qualifications, professions and subjects: reference lists that change only when staff edit them. */
export const lookupQuery = (kind: LookupKind) =>
  queryOptions({
    queryKey: accountKeys.lookup(kind),
    queryFn: ({ signal }) => getJson(LookupResponse, `user/${kind}`, { signal }).then((r) => r.data.map(({ id, title }) => ({ value: String(id), label: title }))),
    staleTime: 60 * 60 * 1000,
  })

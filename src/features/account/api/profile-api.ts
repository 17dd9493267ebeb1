import type { QueryClient } from '@tanstack/react-query'
import type * as v from 'valibot'
import { MessageResponse, ProfilePhotoResponse, ProfileResponse, type Settings, type UpdatePasswordBody, type UpdateProfileBody } from '../../../../contract/account.ts'
import { type Profile } from '../../../../contract/profile.ts'
import { sendForm, sendJson } from '../../../lib/api.ts'
import { updateStoredUser } from '../../../lib/auth.ts'
import { accountKeys } from './account-keys.ts'
import { profileQuery } from './account-queries.ts'

export const updateProfile = (body: v.InferOutput<typeof UpdateProfileBody>) => sendJson(ProfileResponse, 'post', 'user/update-profile', body)

export const updatePassword = (body: v.InferOutput<typeof UpdatePasswordBody>) => sendJson(MessageResponse, 'post', 'user/update-password', body)

export function uploadProfilePhoto(file: File) {
  const body = new FormData()
  body.append('file', file)
  return sendForm(ProfilePhotoResponse, 'user/update-profile-pic', body)
}

/**
 * The dashboard reads the cached profile and the header the stored user; both show a change at once. Name,
 * profession and bio are settings too: a settings form opened later must not start from (and save back) old ones.
 */
export function storeProfile(queryClient: QueryClient, profile: Profile) {
  queryClient.setQueryData(accountKeys.profile, profile)
  queryClient.setQueryData<Settings>(accountKeys.settings, (settings) =>
    settings && { ...settings, name: profile.name, profession: profile.profession, bio: profile.bio },
  )
  updateStoredUser(profile)
}

/** After a change whose answer is not the whole profile (photo, settings): ask for it again and store it. */
export async function refetchProfile(queryClient: QueryClient) {
  try {
    storeProfile(queryClient, await queryClient.fetchQuery({ ...profileQuery(), staleTime: 0 }))
  } catch {
    // The change itself was saved; the next visit to the profile brings the copies up to date.
  }
}

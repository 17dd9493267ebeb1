import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type * as v from 'valibot'
import {
  AuthResponse,
  LoginResponse,
  MessageResponse,
  ProfilePhotoResponse,
  ProfileResponse,
  RegisterResponse,
  type LoginBody,
  type RegisterBody,
  type Settings,
  type UpdatePasswordBody,
  type UpdateProfileBody,
} from '../../../../contract/account.ts'
import type { Profile } from '../../../../contract/profile.ts'
import { sendForm, sendJson } from '../../../lib/api.ts'
import { setAuth, updateStoredUser } from '../../../lib/auth.ts'
import { accountKeys } from './account-keys.ts'
import { profileQuery } from './account-queries.ts'

// One hook per change the user asks of the server. The hook keeps the cached copies and the stored sign-in in
// step with the answer; what the person is told is up to the screen (a form's failures through useForm).

type Body<S extends v.GenericSchema> = v.InferOutput<S>

// The pasted token goes in the path; encoding keeps an odd one from reaching another route.
const tokenPath = (route: string, token: string) => `${route}/${encodeURIComponent(token || '-')}`

export const useRegister = () =>
  useMutation({ mutationFn: (body: Body<typeof RegisterBody>) => sendJson(RegisterResponse, 'post', 'register', body).then((r) => r.data) })

/** Signs in, or, for an account with two-step sign-in, answers the ticket the code is sent with (no session yet). */
export const useLogin = () =>
  useMutation({
    mutationFn: (body: Body<typeof LoginBody>) => sendJson(LoginResponse, 'post', 'login', body).then((r) => r.data),
    onSuccess: (data) => {
      if ('token' in data) setAuth(data)
    },
  })

export const useVerifyEmail = () =>
  useMutation({
    mutationFn: (token: string) => sendJson(AuthResponse, 'post', tokenPath('verify-email', token)),
    onSuccess: (reply) => setAuth(reply.data),
  })

/** Mails a new verification link; the server answers alike for known and unknown addresses. */
export const useResendVerification = () =>
  useMutation({ mutationFn: (email: string) => sendJson(MessageResponse, 'post', 'resend-verification', { email }) })

export const useForgotPassword = () => useMutation({ mutationFn: (email: string) => sendJson(MessageResponse, 'post', 'forgot-password', { email }) })

export const useResetPassword = (token: string) =>
  useMutation({ mutationFn: (body: { password: string; confirmPassword: string }) => sendJson(MessageResponse, 'post', tokenPath('reset-password', token), body) })

export { useLogout } from './use-logout.ts'

/**
 * The dashboard reads the cached profile and the header the stored user; both show a change at once. The settings
 * answer carries name, profession and bio too: its cached copy must not keep old ones.
 */
function storeProfile(queryClient: QueryClient, profile: Profile) {
  queryClient.setQueryData(accountKeys.profile, profile)
  queryClient.setQueryData<Settings>(accountKeys.settings, (settings) =>
    settings && { ...settings, name: profile.name, profession: profile.profession, bio: profile.bio },
  )
  updateStoredUser(profile)
}

/** After a change whose answer is not the whole profile (the photo): ask for it again and store it. */
export async function refetchProfile(queryClient: QueryClient) {
  try {
    storeProfile(queryClient, await queryClient.fetchQuery({ ...profileQuery(), staleTime: 0 }))
  } catch {
    // The change itself was saved; the next visit to the profile brings the copies up to date.
  }
}

/** Saves the profile with the CV lists it is sent; the lists sent are what the server stored (the schema's output). */
export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: Body<typeof UpdateProfileBody>) => sendJson(ProfileResponse, 'post', 'user/update-profile', body),
    onSuccess: (reply, { skills, experience, education, licences }) => {
      storeProfile(queryClient, reply.data)
      const lists = Object.fromEntries(Object.entries({ skills, experience, education, licences }).filter(([, list]) => list !== undefined))
      queryClient.setQueryData<Settings>(accountKeys.settings, (settings) => settings && { ...settings, ...lists })
    },
  })
}

export const useUpdatePassword = () =>
  useMutation({ mutationFn: (body: Body<typeof UpdatePasswordBody>) => sendJson(MessageResponse, 'post', 'user/update-password', body) })

export function useUploadProfilePhoto() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData()
      body.append('file', file)
      return sendForm(ProfilePhotoResponse, 'user/update-profile-pic', body)
    },
    onSuccess: () => refetchProfile(queryClient),
  })
}

/** Signs out one of the person's other devices; the list is asked for again either way, as it may have changed. */
export function useEndSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (sessionId: string) => sendJson(MessageResponse, 'delete', `user/sessions/${encodeURIComponent(sessionId)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  })
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => sendJson(MessageResponse, 'post', 'user/sessions/sign-out-others'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  })
}

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type * as v from 'valibot'
import { MessageResponse } from '../../../../contract/account.ts'
import {
  RecoveryCodesResponse,
  TwoStepSetupResponse,
  TwoStepSignInResponse,
  TwoStepStatusResponse,
  type TwoStepCodeBody,
  type TwoStepDisableBody,
  type TwoStepSignInBody,
} from '../../../../contract/two-step.ts'
import { getJson, sendJson } from '../../../lib/api.ts'
import { setAuth } from '../../../lib/auth.ts'
import { accountKeys } from './account-keys.ts'
import { refetchProfile } from './account-mutations.ts'

// Two-step sign-in: its state on the account, set-up, recovery codes, turning it off, and the second step of signing in.

export const twoStepQuery = () =>
  queryOptions({ queryKey: accountKeys.twoStep, queryFn: ({ signal }) => getJson(TwoStepStatusResponse, 'user/two-step', { signal }).then((r) => r.data) })

/** The code (or a recovery code) with the ticket a right password gave: the session starts here. */
export const useTwoStepSignIn = () =>
  useMutation({
    mutationFn: (body: TwoStepSignInBody) => sendJson(TwoStepSignInResponse, 'post', 'login/two-step', body),
    onSuccess: (reply) => setAuth({ token: reply.data.token, user: reply.data.user }),
  })

/** A new secret and its QR code; nothing is on until `useConfirmTwoStep` sends its first code. */
export const useStartTwoStep = () => useMutation({ mutationFn: () => sendJson(TwoStepSetupResponse, 'post', 'user/two-step/setup').then((r) => r.data) })

/** After a change the card's state, and the profile (which the admin area's guard reads), are asked for again. */
function useTwoStepChange<B, S extends v.GenericSchema>(path: string, schema: S) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: B) => sendJson(schema, 'post', path, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accountKeys.twoStep })
      await refetchProfile(queryClient)
    },
  })
}

export const useConfirmTwoStep = () => useTwoStepChange<TwoStepCodeBody, typeof RecoveryCodesResponse>('user/two-step/confirm', RecoveryCodesResponse)
export const useNewRecoveryCodes = () => useTwoStepChange<TwoStepCodeBody, typeof RecoveryCodesResponse>('user/two-step/recovery-codes', RecoveryCodesResponse)
export const useDisableTwoStep = () => useTwoStepChange<TwoStepDisableBody, typeof MessageResponse>('user/two-step/disable', MessageResponse)

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { PushRemovedResponse, PushSubscribedResponse } from '../../../../contract/push.ts'
import { sendJson } from '../../../lib/api.ts'
import { forgetThisDevice, subscribeThisDevice } from '../browser-push.ts'
import { pushKeys } from './push-keys.ts'

function useRefreshDevices() {
  const queryClient = useQueryClient()
  return () => Promise.all([pushKeys.devices, pushKeys.thisDevice].map((queryKey) => queryClient.invalidateQueries({ queryKey })))
}

/** Asks the browser's permission, subscribes this device and tells the server; the person has just asked for it. */
export function useAllowNotifications() {
  const refresh = useRefreshDevices()
  return useMutation({
    mutationFn: async (publicKey: string) => {
      const subscription = await subscribeThisDevice(publicKey)
      return sendJson(PushSubscribedResponse, 'post', 'push-subscriptions', subscription.toJSON())
    },
    onSettled: refresh,
  })
}

/** Turns notifications off here: the browser's subscription goes, and the server forgets it. */
export function useTurnOffHere() {
  const refresh = useRefreshDevices()
  return useMutation({
    mutationFn: async () => {
      const endpoint = await forgetThisDevice()
      if (endpoint) await sendJson(PushRemovedResponse, 'delete', 'push-subscriptions', { endpoint }).catch(() => undefined)
      return { message: 'Notifications are off for this device.' }
    },
    onSettled: refresh,
  })
}

/** Turns notifications off on another of the member's devices. */
export function useRemoveDevice() {
  const refresh = useRefreshDevices()
  return useMutation({
    mutationFn: (id: string) => sendJson(PushRemovedResponse, 'delete', `push-subscriptions?id=${encodeURIComponent(id)}`),
    onSettled: refresh,
  })
}

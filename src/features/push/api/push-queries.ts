import { queryOptions } from '@tanstack/react-query'
import { PushDevicesResponse, PushKeyResponse } from '../../../../contract/push.ts'
import { getJson } from '../../../lib/api.ts'
import { deviceState } from '../browser-push.ts'
import { pushKeys } from './push-keys.ts'

/** The server's VAPID key, or null when this site sends no notifications. */
export const pushKeyQuery = () =>
  queryOptions({
    queryKey: pushKeys.publicKey,
    queryFn: ({ signal }) => getJson(PushKeyResponse, 'push-subscriptions/key', { signal }).then((r) => r.data.publicKey),
    staleTime: 60 * 60 * 1000,
  })

/** The member's devices with notifications on; asked again whenever shown, as another device may have joined. */
export const pushDevicesQuery = () =>
  queryOptions({
    queryKey: pushKeys.devices,
    queryFn: ({ signal }) => getJson(PushDevicesResponse, 'push-subscriptions', { signal }).then((r) => r.data),
    staleTime: 0,
  })

/** Whether this browser can, may and does get notifications: the browser's answer, asked whenever shown. */
export const thisDeviceQuery = () => queryOptions({ queryKey: pushKeys.thisDevice, queryFn: deviceState, staleTime: 0 })

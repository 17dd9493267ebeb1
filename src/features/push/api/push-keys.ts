import { userKey } from '../../../lib/user-key.ts'

/** The member's devices with notifications on, and this device's own state: user keys, dropped when the member changes. */
export const pushKeys = {
  publicKey: ['push-key'] as const,
  devices: userKey('push-devices'),
  thisDevice: userKey('push-this-device'),
}

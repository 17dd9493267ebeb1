import type { PushDevice } from '../../../../contract/push.ts'

const deviceNames: Record<PushDevice['device'], string> = { mobile: 'phone', tablet: 'tablet', desktop: 'computer', unknown: 'device' }

/** 'Chrome 131 on Android (phone)', as Settings' signed-in devices name it. */
export const deviceName = ({ browser, system, device }: PushDevice) => `${browser} on ${system} (${deviceNames[device]})`

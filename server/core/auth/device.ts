import Bowser from 'bowser'
import type { DeviceSession } from '../../../contract/account.ts'

const deviceTypes = new Set<string>(['mobile', 'tablet', 'desktop'])

/** What the settings' session list says about a device, read from the User-Agent it signed in with. */
export function describeDevice(userAgent: string | null): Pick<DeviceSession, 'browser' | 'system' | 'device'> {
  const { browser, os, platform } = userAgent ? Bowser.parse(userAgent) : { browser: {}, os: {}, platform: {} }
  const major = browser.version?.split('.')[0]
  return {
    browser: browser.name ? [browser.name, major].filter(Boolean).join(' ') : 'Unknown browser',
    system: os.name || 'Unknown system',
    device: platform.type && deviceTypes.has(platform.type) ? (platform.type as DeviceSession['device']) : 'unknown',
  }
}

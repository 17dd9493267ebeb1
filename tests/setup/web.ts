import 'fake-indexeddb/auto'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import { getDefaultStore } from 'jotai'
import { clearAuth } from '../../src/lib/auth.ts'
import { network } from '../../src/test-utils/network.ts'
import { toastsAtom } from '../../src/ui/toast-store.ts'

// jsdom gives Node's Request no base URL; ky builds `new Request('/api/...')`, which needs one.
;(globalThis as Record<symbol, unknown>)[Symbol.for('undici.globalOrigin.1')] = new URL(window.location.origin)

// A busy two-core machine (CI runs the API tests and the browser tests beside these) can take more than the
// default second to settle a screen; waiting longer costs nothing when it is quick.
configure({ asyncUtilTimeout: 5000 })

// The chat socket is a stand-in the test drives (src/test-utils/socket.ts), never a connection to a real address.
vi.mock('../../src/lib/socket.ts', () => import('../../src/test-utils/socket.ts'))

// The app's requests meet the stubbed network (src/test-utils/network.ts): a test's routes, else the server's 404
// for /api, else an error, so no test reaches a real address.
beforeAll(() => network.listen({ onUnhandledRequest: 'error' }))
afterAll(() => network.close())

// Files share one module graph and one window (the project runs unisolated): what a test changed in the app's
// shared state or the clock is put back, so the next test, in this file or the next, starts as a new visitor would.
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  getDefaultStore().set(toastsAtom, [])
  network.resetHandlers()
  // Each test starts signed out, as a new visitor would.
  localStorage.clear()
  clearAuth()
})

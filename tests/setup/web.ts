import 'fake-indexeddb/auto'
import { afterEach } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import { clearAuth } from '../../src/lib/auth.ts'

// jsdom gives Node's Request no base URL; ky builds `new Request('/api/...')`, which needs one.
;(globalThis as Record<symbol, unknown>)[Symbol.for('undici.globalOrigin.1')] = new URL(window.location.origin)

// A busy two-core machine (CI runs the API tests and the browser tests beside these) can take more than the
// default second to settle a screen; waiting longer costs nothing when it is quick.
configure({ asyncUtilTimeout: 5000 })

afterEach(() => {
  cleanup()
  // Each test starts signed out, as a new visitor would.
  localStorage.clear()
  clearAuth()
})

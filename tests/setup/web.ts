import 'fake-indexeddb/auto'
import { afterEach } from 'vitest'
import { cleanup } from '@testing-library/react'
import { clearAuth } from '../../src/lib/auth.ts'

// jsdom gives Node's Request no base URL; ky builds `new Request('/api/...')`, which needs one.
;(globalThis as Record<symbol, unknown>)[Symbol.for('undici.globalOrigin.1')] = new URL(window.location.origin)

afterEach(() => {
  cleanup()
  // Each test starts signed out, as a new visitor would.
  localStorage.clear()
  clearAuth()
})

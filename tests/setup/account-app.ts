import { afterAll, beforeAll } from 'vitest'
import { unique } from '../../server/seed/factories/unique.ts'
import { createTestApp } from './api-app.ts'
import { profileChoices } from './api-users.ts'

/**
 * The app for the sign-up and sign-in journeys, with helpers to drive them. Registers its own setup and
 * teardown, so call it once at the top of a test file.
 */
export function useAccountApp() {
  let app: Awaited<ReturnType<typeof createTestApp>> | undefined
  let ids: Awaited<ReturnType<typeof profileChoices>> | undefined
  beforeAll(async () => {
    app = await createTestApp()
    ids = await profileChoices(app.db)
  })
  afterAll(() => app?.close())
  return {
    get t() {
      return app!
    },
    get ids() {
      return ids!
    },
    post: (url: string, payload?: object, headers: Record<string, string> = {}) => app!.app.inject({ method: 'POST', url, payload, headers }),
    get: (url: string, headers: Record<string, string> = {}) => app!.app.inject({ method: 'GET', url, headers }),
    newEmail: () => `${unique('scholar')}@example.com`,
    registration: (email: string) => ({ name: 'Dr. Asha Verma', email, password: 'first-pass-1', ...ids! }),
  }
}

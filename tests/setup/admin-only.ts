import { expect } from 'vitest'
import { createPaidMember, createSession } from '../../server/seed/factories/accounts.ts'
import type { ApiClient, createTestApp } from './api-app.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
export type AdminCall = readonly ['GET' | 'POST' | 'PATCH' | 'DELETE', string]

const send = (client: ApiClient, [method, url]: AdminCall, body: object) =>
  method === 'GET' ? client.get(url) : method === 'POST' ? client.post(url, body) : method === 'PATCH' ? client.patch(url, body) : client.delete(url)

/**
 * Every call, made by everyone but an admin, is refused before anything is read or written: 401 for a visitor
 * and for a token that names no session, 403 for a member, a paid member and an expert. Each write sends
 * `body`, valid in itself, so only who asks can be the reason; the caller checks that nothing changed.
 */
export async function expectAdminOnly(t: TestApp, calls: readonly AdminCall[], body: object) {
  const paid = t.client({ token: await createSession(t.db, (await createPaidMember(t.db)).id) })
  const callers = [
    [t.guest, 401],
    [t.client({ token: 'not-a-real-session-token-at-all-0123456789abc' }), 401],
    [(await t.signIn()).api, 403],
    [(await t.signIn({ role: 'expert' })).api, 403],
    [paid, 403],
  ] as const
  for (const [client, status] of callers) {
    for (const call of calls) expect((await send(client, call, body)).statusCode, call.join(' ')).toBe(status)
  }
}

import { expect } from 'vitest'
import type { Permission } from '../../contract/permissions.ts'
import { createPaidMember, createSession } from '../../server/seed/factories/accounts.ts'
import type { ApiClient, createTestApp } from './api-app.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
export type AdminCall = readonly ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string]

const send = (client: ApiClient, [method, url]: AdminCall, body: object) =>
  method === 'GET' ? client.get(url) : method === 'DELETE' ? client.delete(url) : client[method.toLowerCase() as 'post' | 'put' | 'patch'](url, body)

/** The built-in staff roles that lack the permission, as the database holds them: each is refused like a member. */
async function rolesWithout(t: TestApp, permission: Permission) {
  const roles = await t.db.selectFrom('roles').select(['slug', 'permissions']).where('built_in', '=', true).execute()
  return roles.filter((role) => role.permissions.length > 0 && !role.permissions.includes(permission)).map((role) => role.slug)
}

/**
 * Every call, made by everyone but the staff it is for, is refused before anything is read or written: 401 for a
 * visitor and for a token that names no session, 403 for a member, a paid member and an expert, and, given the
 * permission the calls need, 403 for each built-in staff role without it (a moderator on Plan Management). Each write
 * sends `body`, valid in itself, so only who asks can be the reason; the caller checks that nothing changed.
 */
export async function expectAdminOnly(t: TestApp, calls: readonly AdminCall[], body: object, { permission }: { permission?: Permission } = {}) {
  const paid = t.client({ token: await createSession(t.db, (await createPaidMember(t.db)).id) })
  const staff = permission ? await rolesWithout(t, permission) : []
  const callers: (readonly [ApiClient, number, string])[] = [
    [t.guest, 401, 'a visitor'],
    [t.client({ token: 'not-a-real-session-token-at-all-0123456789abc' }), 401, 'an unknown token'],
    [(await t.signIn()).api, 403, 'a member'],
    [(await t.signIn({ role: 'expert' })).api, 403, 'an expert'],
    [paid, 403, 'a paid member'],
    ...(await Promise.all(staff.map(async (role) => [(await t.signIn({ role })).api, 403, `a ${role}`] as const))),
  ]
  for (const [client, status, who] of callers) {
    for (const call of calls) expect((await send(client, call, body)).statusCode, `${call.join(' ')} by ${who}`).toBe(status)
  }
}

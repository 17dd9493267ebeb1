import { randomBytes, randomUUID } from 'node:crypto'
import Fastify from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, type ApiClient } from '../../../tests/setup/api-app.ts'
import type { Auth } from '../../core/auth/request-auth.ts'
import type { TwoStep } from '../../core/auth/two-step.ts'
import { adminScope } from '../../core/admin/scope.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
interface Route {
  method: Method
  url: string
}

/**
 * Every route the app serves under /api/admin, read from its router: `printRoutes` draws a tree in which each line
 * adds its part of the path to its parent's (four characters of indent a level) and names the line's methods.
 */
function adminRoutes(): Route[] {
  const routes: Route[] = []
  const paths: string[] = []
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const drawn = /^([│├└─\s]*)(\S.*?)(?: \(([^)]+)\))?$/.exec(line)
    if (!drawn) continue
    const depth = drawn[1]!.length / 4
    const path = (paths[depth - 1] ?? '') + drawn[2]!
    paths[depth] = path
    paths.length = depth + 1
    if (!path.startsWith('/api/admin/') || !drawn[3]) continue
    for (const method of drawn[3].split(', ')) if (method !== 'HEAD') routes.push({ method: method as Method, url: path })
  }
  return routes
}

/** The route's path with each parameter filled in: a number, which names no row in any table. */
const concrete = (url: string, value = '2147483000') => url.replace(/:[A-Za-z]+/g, value)

// Fields a form could send, so that only who asks can be the reason for a refusal.
const formBody = { title: 'Refused', text: 'Refused', name: 'Refused', email: 'refused@example.org', status: 'open', days: 1, reason: 'Refused', ids: [] }

const send = (client: ApiClient, { method, url }: Route, { id, body = formBody }: { id?: string; body?: object } = {}) => {
  const path = concrete(url, id)
  if (method === 'GET') return client.get(path)
  if (method === 'DELETE') return client.delete(path)
  return client[method === 'POST' ? 'post' : method === 'PUT' ? 'put' : 'patch'](path, body)
}

/**
 * The statements the app sends to the database while `work` runs, seen on every pooled connection. Other test files
 * share the database but not this process, so what is recorded is this file's alone.
 */
async function statementsDuring(work: () => Promise<unknown>) {
  const query = vi.spyOn(pg.Client.prototype, 'query')
  try {
    await work()
    return query.mock.calls.map(([statement]) => (typeof statement === 'string' ? statement : String((statement as { text?: string }).text)))
  } finally {
    query.mockRestore()
  }
}

// Reading who the token names, and noting that the session was used, is all a refused request may cost; a signed-in
// person refused adds one entry to the audit log.
const signingIn = [/^select .* from "sessions" as "s" inner join "users"/i, /^update "sessions" set "last_seen_at"/i]
const auditEntry = /^insert into "audit_log"/i

describe('the admin scope', () => {
  const known = [
    'GET /api/admin/vacancies',
    'POST /api/admin/events',
    'PATCH /api/admin/experts/:id',
    'DELETE /api/admin/plans/:id',
    'GET /api/admin/payments',
    'POST /api/admin/templates/:id/file',
    'POST /api/admin/community/members/:userId/silence',
    'POST /api/admin/conversations/:id/messages',
    'PUT /api/admin/writing-services/order',
    'GET /api/admin/lookups/countries/:countryId/states',
    'POST /api/admin/journals/import',
  ]

  it('holds every staff route of every area', () => {
    const routes = adminRoutes().map(({ method, url }) => `${method} ${url}`)
    expect(routes.length).toBeGreaterThanOrEqual(known.length)
    expect(routes).toEqual(expect.arrayContaining(known))
  })

  it('refuses a visitor with 401 and a member or an expert with 403 on every route, reading and writing nothing', async () => {
    const callers = [
      ['a visitor', t.guest, 401],
      ['a token that names no session', t.client({ token: randomBytes(32).toString('base64url') }), 401],
      ['a member', (await t.signIn()).api, 403],
      ['an expert', (await t.signIn({ role: 'expert' })).api, 403],
    ] as const
    for (const route of adminRoutes()) {
      for (const [who, client, status] of callers) {
        let res: Awaited<ReturnType<typeof send>> | undefined
        const statements = await statementsDuring(async () => {
          res = await send(client, route)
        })
        expect(res!.statusCode, `${route.method} ${route.url} by ${who}`).toBe(status)
        const others = statements.filter((statement) => !signingIn.some((allowed) => allowed.test(statement)))
        expect(others, `${route.method} ${route.url} by ${who}`).toEqual(status === 403 ? [expect.stringMatching(auditEntry)] : [])
        // The spy sees the app's statements: a caller with a token is looked up, a visitor costs none.
        expect(statements.some((statement) => signingIn[0]!.test(statement)), `${route.method} ${route.url} by ${who}`).toBe(who !== 'a visitor')
      }
    }
  })

  it('lets an admin through on every route, and answers what it cannot find or take with a 4xx, never a 5xx', async () => {
    const admin = (await t.signIn({ role: 'admin' })).api
    for (const route of adminRoutes()) {
      // Ids that name nothing and empty bodies: the admin's calls are let in, and change nothing other files read.
      for (const id of ['2147483000', randomUUID()]) {
        const res = await send(admin, route, { id, body: {} })
        expect([401, 403], `${route.method} ${route.url} ${id}: ${res.body}`).not.toContain(res.statusCode)
        expect(res.statusCode, `${route.method} ${route.url} ${id}: ${res.body}`).toBeLessThan(500)
      }
    }
  })

  it('stops the server from starting when a staff route names no permission', async () => {
    const app = Fastify()
    const auth = { requirePermission: async () => undefined } as unknown as Auth
    const twoStep = { requireForStaff: () => undefined } as unknown as TwoStep
    const sections = [
      async (scope: Parameters<typeof adminScope>[0]) => {
        scope.get('/named', { config: { permission: 'catalogue.edit' } }, async () => ({ data: null }))
        scope.get('/forgotten', async () => ({ data: null }))
      },
    ]
    await expect(app.register(adminScope, { prefix: '/admin', auth, db: t.db, sections, twoStep }).ready()).rejects.toThrow('GET /admin/forgotten is a staff route and names no permission')
  })
})

import { AdminUserListQuery, AdminUserParams, BulkBody, CourtesyPlanBody, RoleChangeBody, SuspendBody, UserFilters } from '../../../contract/users.ts'
import type { Kysely } from 'kysely'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/schema.ts'
import type { Limiter } from '../../core/limits/limiter.ts'
import { signedIn } from '../../core/auth/request-auth.ts'
import { accountLimits } from '../account/index.ts'
import type { AdminSection } from '../../core/admin/scope.ts'
import { recordAudit, staffActor } from '../../core/audit.ts'
import { exportLimit, inBatches, sendCsv } from '../../core/csv.ts'
import { toRow } from './service.ts'
import type { UserRowRecord, UsersRepository } from './repository.ts'
import type { UsersService } from './service.ts'
import { sectionPermission } from '../../../contract/admin-sections.ts'

// A whole-list export reads every account: a few an hour are plenty for a person, and bound what a stolen session takes.
const exports = exportLimit('users')

const EXPORT_BATCH = 500
const exportHeader = ['Name', 'Email', 'Role', 'Status', 'Plan', 'Joined', 'Last seen']

const read = { permission: sectionPermission('users') }
const manage = { permission: 'users.manage' } as const

/** User Management: `/api/admin/users`, read with `users.read`, changed with `users.manage`; each change is audited. */
export const usersRoutes =
  ({ service, repo, db, limiter, limits }: { service: UsersService; repo: UsersRepository; db: Kysely<Database>; limiter: Limiter; limits: Config['rateLimits'] }): AdminSection =>
  async (app) => {
    const { mailsToAddress } = accountLimits(limits)

    app.get('/users', { config: read, schema: { querystring: AdminUserListQuery } }, async (request) => {
      const { page, ...filters } = request.query
      return { data: await service.list(filters, page) }
    })

    app.get('/users/choices', { config: read }, async () => ({ data: await repo.choices() }))

    app.get('/users/export.csv', { config: read, schema: { querystring: UserFilters } }, async (request, reply) => {
      await limiter.take(exports, signedIn(request).user.id)
      await recordAudit(db, staffActor(request), { area: 'users', action: 'export', after: { filters: request.query } })
      const day = new Date().toISOString().slice(0, 10)
      const rows = inBatches((last: UserRowRecord | undefined) => repo.batch(request.query, last, EXPORT_BATCH), EXPORT_BATCH)
      return sendCsv(reply, `members-${day}.csv`, exportHeader, rows, (row) => {
        const user = toRow(row)
        const plan = user.plan ? (user.plan.courtesy ? `${user.plan.title} (courtesy)` : user.plan.title) : 'None'
        return [user.name, user.email, user.roleName, user.status, plan, user.joined, user.lastSeen]
      })
    })

    app.get('/users/:id', { config: read, schema: { params: AdminUserParams } }, async (request) => ({ data: await service.detail(request.params.id) }))

    app.post('/users/:id/suspend', { config: manage, schema: { params: AdminUserParams, body: SuspendBody } }, async (request) => {
      await service.suspend(request, request.params.id, request.body)
      return { data: await service.detail(request.params.id), message: 'The account is suspended and signed out everywhere.' }
    })

    app.post('/users/:id/unsuspend', { config: manage, schema: { params: AdminUserParams } }, async (request) => {
      await service.unsuspend(request, request.params.id)
      return { data: await service.detail(request.params.id), message: 'The suspension has ended.' }
    })

    app.post('/users/:id/verify', { config: manage, schema: { params: AdminUserParams } }, async (request) => {
      await service.verify(request, request.params.id)
      return { data: await service.detail(request.params.id), message: 'The email address is marked verified.' }
    })

    app.post('/users/:id/resend-verification', { config: manage, schema: { params: AdminUserParams } }, async (request) => {
      const row = await repo.one(request.params.id)
      // The sign-up's limit on mail to one address, so staff cannot be made to flood a mailbox either.
      if (row) await limiter.take(mailsToAddress, row.email)
      const email = await service.resendVerification(request, request.params.id)
      return { data: null, message: `A new verification link was sent to ${email}.` }
    })

    app.post('/users/:id/sign-out', { config: manage, schema: { params: AdminUserParams } }, async (request) => {
      await service.signOut(request, request.params.id)
      return { data: await service.detail(request.params.id), message: 'The account is signed out on every device.' }
    })

    app.patch('/users/:id', { config: manage, schema: { params: AdminUserParams, body: RoleChangeBody } }, async (request) => {
      await service.changeRole(request, request.params.id, request.body)
      return { data: await service.detail(request.params.id), message: 'The role has been changed.' }
    })

    app.post('/users/:id/plan', { config: manage, schema: { params: AdminUserParams, body: CourtesyPlanBody } }, async (request) => {
      await service.givePlan(request, request.params.id, request.body)
      return { data: await service.detail(request.params.id), message: 'The plan was given as a courtesy.' }
    })

    app.post('/users/bulk', { config: manage, schema: { body: BulkBody } }, async (request) => {
      const data = await service.bulk(request, request.body)
      return { data, message: `${data.changed} ${data.changed === 1 ? 'account' : 'accounts'} changed${data.refused.length ? `, ${data.refused.length} refused` : ''}.` }
    })
  }

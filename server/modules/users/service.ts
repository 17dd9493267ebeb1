import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { mayGrant } from '../../../contract/permissions.ts'
import { userMessages, type AdminUserDetail, type AdminUserRow, type BulkBody, type SuspendBody, type UserFilters } from '../../../contract/users.ts'
import type { Database } from '../../db/schema.ts'
import { HttpError } from '../../http/errors.ts'
import { sendInBackground, type Mailer } from '../../mail/mailer.ts'
import { signedIn } from '../../core/auth/request-auth.ts'
import type { Sessions } from '../../core/auth/sessions.ts'
import type { StepUp } from '../../core/auth/step-up.ts'
import { verificationEmail } from '../account/index.ts'
import { issueEmailToken } from '../../core/auth/tokens.ts'
import { recordAudit, staffActor, type AuditActor } from '../../core/audit.ts'
import { giveCourtesyPlan } from '../plans/index.ts'
import { roleChangedEmail } from './emails.ts'
import type { UserRowRecord, UsersRepository } from './repository.ts'
import { inTransaction } from '../../db/transaction.ts'

export interface UsersServiceDeps {
  db: Kysely<Database>
  repo: UsersRepository
  sessions: Sessions
  stepUp: StepUp
  mailer: Mailer
  /** Drops the person's remembered plan grants, so a new plan or role counts at once. */
  forgetGrants: (userId: string) => void
  /** Closes the person's sockets, which reconnect with their new role's rights (the staff room). */
  reconnectUser: (userId: string) => void
  publicUrl: string
  log: FastifyBaseLogger
}

type Account = NonNullable<Awaited<ReturnType<UsersRepository['lockedAccount']>>>
type Actor = { id: string; permissions: readonly string[] }

const refused = (status: number, code: string, message: string) => new HttpError(status, code, message)
const fieldError = (path: string, message: string) => new HttpError(400, 'validation', message, [{ path, message }])
const notFound = () => refused(404, 'not_found', userMessages.notFound)
const iso = (date: Date | null) => date?.toISOString() ?? null

/** Who may act on the account at all: not oneself, and not anyone whose role holds what the actor lacks. */
function reachError(actor: Actor, account: Account): HttpError | null {
  if (account.id === actor.id) return refused(409, 'own_account', userMessages.self)
  if (!mayGrant(actor, account.permissions)) return refused(403, 'forbidden', userMessages.above)
  return null
}

export function toRow(r: UserRowRecord): AdminUserRow {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    verified: r.verifiedAt !== null,
    role: r.role,
    roleName: r.roleName,
    status: r.status,
    suspension: r.status === 'suspended' ? { reason: r.suspensionReason ?? '', since: iso(r.suspendedAt)!, until: iso(r.suspendedUntil) } : null,
    plan: r.planId === null ? null : { id: r.planId, title: r.planTitle!, courtesy: r.planSource === 'courtesy', endDate: iso(r.planEnd)! },
    joined: r.joined.toISOString(),
    lastSeen: r.lastSeen ? new Date(r.lastSeen).toISOString() : null,
  }
}

const suspensionOf = (a: Account) => (a.suspended ? { suspended: true, reason: a.reason, until: iso(a.until) } : { suspended: false })

export function createUsersService({ db, repo, sessions, stepUp, mailer, forgetGrants, reconnectUser, publicUrl, log }: UsersServiceDeps) {
  /** Runs one action on one account in a transaction, with the account locked and the actor's reach checked. */
  async function act<T>(request: FastifyRequest, id: string, work: (trx: Kysely<Database>, account: Account, actor: AuditActor) => Promise<T>) {
    const user = signedIn(request).user
    return inTransaction(db, async (trx) => {
      const account = await repo.lockedAccount(trx, id)
      if (!account) throw notFound()
      const error = reachError(user, account)
      if (error) throw error
      return work(trx, account, staffActor(request))
    })
  }

  /** The last admin who can act stays one: never suspended, never given another role. */
  async function keepAnAdmin(trx: Kysely<Database>, account: Account) {
    if (account.role === 'admin' && (await repo.otherActiveAdmins(trx, account.id)) === 0) throw refused(409, 'last_admin', userMessages.lastAdmin)
  }

  function checkUntil(until: string | null) {
    if (until !== null && new Date(until).getTime() <= Date.now()) throw fieldError('until', userMessages.untilPast)
    return until === null ? null : new Date(until)
  }

  const summary = (a: Account) => a.email

  async function suspendOne(trx: Kysely<Database>, account: Account, actor: AuditActor, { reason, until }: { reason: string; until: Date | null }) {
    await keepAnAdmin(trx, account)
    await repo.suspend(trx, account.id, { reason, until })
    // Every session ends with the change; the sockets close on every node (sessions tell the socket server).
    await sessions.revokeAll(trx, account.id)
    await recordAudit(trx, actor, {
      area: 'users',
      action: 'suspend',
      record: { type: 'user', id: account.id, summary: summary(account) },
      before: suspensionOf(account),
      after: { suspended: true, reason, until: iso(until) },
      reason,
    })
  }

  async function unsuspendOne(trx: Kysely<Database>, account: Account, actor: AuditActor) {
    await repo.unsuspend(trx, account.id)
    await recordAudit(trx, actor, { area: 'users', action: 'unsuspend', record: { type: 'user', id: account.id, summary: summary(account) }, before: suspensionOf(account), after: { suspended: false } })
  }

  async function verifyOne(trx: Kysely<Database>, account: Account, actor: AuditActor) {
    await repo.markVerified(trx, account.id)
    await recordAudit(trx, actor, { area: 'users', action: 'verify', record: { type: 'user', id: account.id, summary: summary(account) }, before: { verified: false }, after: { verified: true } })
  }

  return {
    async list(filters: UserFilters, page: number) {
      const result = await repo.list(filters, page)
      return { users: result.items.map(toRow), hasMore: result.hasMore, total: result.total, totalIsMore: result.totalIsMore }
    },

    async detail(id: string): Promise<AdminUserDetail> {
      const row = await repo.one(id)
      if (!row) throw notFound()
      const [plans, devices, activity, counts, audit] = await Promise.all([repo.planHistory(id), repo.devices(id), repo.activity(id), repo.counts(id), repo.audit(id)])
      return {
        ...toRow(row),
        bio: row.bio,
        plans: plans.map((p) => ({
          id: p.id,
          planTitle: p.planTitle,
          startDate: p.startDate.toISOString(),
          endDate: p.endDate.toISOString(),
          status: p.status,
          courtesy: p.source === 'courtesy',
          grantedBy: p.grantedBy,
          payment:
            p.paymentId === null
              ? null
              : {
                  id: p.paymentId,
                  amount: p.amount!,
                  currency: p.currency!,
                  status: p.paymentStatus!,
                  createdAt: p.paidAt!.toISOString(),
                  search: p.captureId ?? p.paypalOrderId ?? row.email,
                },
        })),
        devices: devices.map((d) => ({ ...d, createdAt: d.createdAt.toISOString(), lastSeenAt: d.lastSeenAt.toISOString() })),
        activity: activity.map((a) => ({ ...a, id: Number(a.id), createdAt: a.createdAt.toISOString() })),
        counts,
        audit: audit.map((a) => ({ ...a, id: Number(a.id), at: a.at.toISOString() })),
      }
    },

    async suspend(request: FastifyRequest, id: string, body: SuspendBody) {
      const until = checkUntil(body.until)
      await act(request, id, (trx, account, actor) => suspendOne(trx, account, actor, { reason: body.reason, until }))
      forgetGrants(id)
    },

    async unsuspend(request: FastifyRequest, id: string) {
      await act(request, id, async (trx, account, actor) => {
        if (!account.suspended) throw refused(409, 'not_suspended', 'This account is not suspended.')
        await unsuspendOne(trx, account, actor)
      })
    },

    async verify(request: FastifyRequest, id: string) {
      await act(request, id, async (trx, account, actor) => {
        if (account.verifiedAt) throw refused(409, 'already_verified', userMessages.alreadyVerified)
        await verifyOne(trx, account, actor)
      })
    },

    /** A new verification link by the sign-up's own mail; the caller has counted it against the address's limit. */
    async resendVerification(request: FastifyRequest, id: string) {
      const account = await act(request, id, async (trx, account, actor) => {
        if (account.verifiedAt) throw refused(409, 'already_verified', userMessages.alreadyVerified)
        await recordAudit(trx, actor, { area: 'users', action: 'verification.resend', record: { type: 'user', id: account.id, summary: summary(account) } })
        return account
      })
      const token = await issueEmailToken(db, account.id, 'verify-email')
      sendInBackground(mailer, { to: account.email, ...verificationEmail(account.name, publicUrl, token) }, log)
      return account.email
    },

    async signOut(request: FastifyRequest, id: string) {
      await act(request, id, async (trx, account, actor) => {
        await sessions.revokeAll(trx, account.id)
        await recordAudit(trx, actor, { area: 'users', action: 'sign-out', record: { type: 'user', id: account.id, summary: summary(account) } })
      })
      forgetGrants(id)
    },

    /**
     * A new role, after the staff member's password (now or at step-up): never one's own, never a role holding what
     * they lack, never the last admin's. Experts are made and unmade in Expert Management, which keeps their profile.
     */
    async changeRole(request: FastifyRequest, id: string, body: { role: string; password?: string }) {
      await stepUp.require(request, body.password)
      const actorUser = signedIn(request).user
      const changed = await act(request, id, async (trx, account, actor) => {
        const role = await repo.role(trx, body.role)
        if (!role) throw fieldError('role', userMessages.unknownRole)
        if (role.slug === 'expert' || account.role === 'expert') throw fieldError('role', 'Experts are made and unmade in Expert Management.')
        if (!mayGrant(actorUser, role.permissions)) throw refused(403, 'forbidden', userMessages.grantAbove)
        if (role.slug === account.role) return null
        if (role.slug !== 'admin') await keepAnAdmin(trx, account)
        await repo.setRole(trx, account.id, role.slug)
        await recordAudit(trx, actor, {
          area: 'users',
          action: 'role.change',
          record: { type: 'user', id: account.id, summary: summary(account) },
          before: { role: account.role },
          after: { role: role.slug },
        })
        return { account, from: account.roleName, to: role.name }
      })
      if (!changed) return
      forgetGrants(id)
      reconnectUser(id)
      const facts = { actor: actorUser.name, member: changed.account.name, email: changed.account.email, from: changed.from, to: changed.to }
      for (const admin of await repo.admins()) sendInBackground(mailer, { to: admin.email, ...roleChangedEmail(admin.name, facts, `${publicUrl}/admin-dashboard/users/${id}`) }, log)
    },

    /** A paid plan for some days without payment: it ends the current plan as a purchase does, and reads as a courtesy. */
    async givePlan(request: FastifyRequest, id: string, { planId, days }: { planId: number; days: number }) {
      await act(request, id, async (trx, account, actor) => {
        const given = await giveCourtesyPlan(trx, { userId: account.id, planId, days, grantedBy: actor.id })
        if (!given) throw fieldError('planId', userMessages.paidOnly)
        await recordAudit(trx, actor, {
          area: 'users',
          action: 'plan.give',
          record: { type: 'user', id: account.id, summary: summary(account) },
          after: { subscriptionId: given.subscriptionId, planId: given.planId, plan: given.title, days, courtesy: true },
        })
      })
      forgetGrants(id)
    },

    /**
     * One action on up to 100 accounts in one transaction. Each account the rules refuse (one's own, a role above
     * one's own, the last admin, unknown) is listed with why and left as it was; one already so is left alone and
     * counted in neither; every account changed has its own audit entry.
     */
    async bulk(request: FastifyRequest, body: BulkBody) {
      if (body.action === 'suspend' && !body.reason) throw fieldError('reason', 'Give a reason')
      const until = body.action === 'suspend' ? checkUntil(body.until ?? null) : null
      const user = signedIn(request).user
      const actor = staffActor(request)
      const ids = [...new Set(body.ids)]
      const result = await inTransaction(db, async (trx) => {
        const refusedOnes: { id: string; message: string }[] = []
        const changed: string[] = []
        for (const id of ids) {
          const account = await repo.lockedAccount(trx, id)
          const error = account ? reachError(user, account) : notFound()
          if (error || !account) {
            refusedOnes.push({ id, message: error!.message })
            continue
          }
          if (body.action === 'suspend') {
            try {
              await suspendOne(trx, account, actor, { reason: body.reason!, until })
            } catch (err) {
              // Refused before anything was written for this account; the others go ahead.
              if (!(err instanceof HttpError && err.code === 'last_admin')) throw err
              refusedOnes.push({ id, message: err.message })
              continue
            }
          } else if (body.action === 'unsuspend') {
            if (!account.suspended) continue
            await unsuspendOne(trx, account, actor)
          } else {
            if (account.verifiedAt) continue
            await verifyOne(trx, account, actor)
          }
          changed.push(id)
        }
        return { changed, refused: refusedOnes }
      })
      for (const id of result.changed) forgetGrants(id)
      return { changed: result.changed.length, refused: result.refused }
    },
  }
}

export type UsersService = ReturnType<typeof createUsersService>

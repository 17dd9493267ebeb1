import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { StepUpBody } from '../../../contract/admin.ts'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/schema.ts'
import { HttpError } from '../../http/errors.ts'
import type { Limiter } from '../limits/limiter.ts'
import { signedIn } from './request-auth.ts'
import type { AdminSection } from '../admin/scope.ts'
import type { HashingQueue } from './hashing-queue.ts'
import { failedSignIns } from './lockout.ts'
import { verifyPassword } from './passwords.ts'

/** How long a confirmed password lets a staff member make sensitive changes without typing it again. */
export const STEP_UP_MS = 2 * 60 * 1000

export const stepUpMessages = {
  required: 'Please enter your password again to make this change.',
  wrong: 'Your password is wrong',
}

const wrongPassword = () => new HttpError(400, 'validation', stepUpMessages.wrong, [{ path: 'password', message: stepUpMessages.wrong }])

/**
 * Sensitive staff changes (who holds which role, what a role may do) need the staff member's password again: sent
 * with the change, or confirmed at `POST /api/admin/step-up` within the last two minutes on the same session. A
 * wrong password counts against the account's sign-in lockout, so step-up is no way around it.
 */
export function createStepUp({ db, limiter, hashing, limits }: { db: Kysely<Database>; limiter: Limiter; hashing: HashingQueue; limits: Config['rateLimits'] }) {
  const lockout = failedSignIns(limits)

  /** Checks the password of the request's staff member; on success the session counts as stepped up. */
  async function confirm(request: FastifyRequest, password: string) {
    const { user, sessionId } = signedIn(request)
    const giveBack = await limiter.take(lockout, user.email)
    const stored = await db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirst()
    if (!(await hashing.run(() => verifyPassword(password, stored?.password_hash ?? null)))) throw wrongPassword()
    await giveBack()
    const at = new Date()
    await db.updateTable('sessions').set({ stepped_up_at: at }).where('id', '=', sessionId).execute()
    return new Date(at.getTime() + STEP_UP_MS)
  }

  return {
    confirm,

    /** Refuses the request (403 `step_up_required`) unless `password` is right or the session stepped up lately. */
    async require(request: FastifyRequest, password: string | undefined) {
      if (password !== undefined) {
        await confirm(request, password)
        return
      }
      const { sessionId } = signedIn(request)
      const row = await db.selectFrom('sessions').select('stepped_up_at').where('id', '=', sessionId).executeTakeFirst()
      if (!row?.stepped_up_at || row.stepped_up_at.getTime() < Date.now() - STEP_UP_MS) {
        throw new HttpError(403, 'step_up_required', stepUpMessages.required)
      }
    },
  }
}

export type StepUp = ReturnType<typeof createStepUp>

/** `POST /api/admin/step-up` with `{ password }`: any staff member confirms it is still them. */
export const stepUpRoutes =
  (stepUp: StepUp): AdminSection =>
  async (app) => {
    app.post('/step-up', { config: { permission: 'staff' }, schema: { body: StepUpBody } }, async (request) => ({
      data: { until: (await stepUp.confirm(request, request.body.password)).toISOString() },
    }))
  }

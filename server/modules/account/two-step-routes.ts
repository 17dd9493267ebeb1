import type { FastifyPluginAsync } from 'fastify'
import type { Kysely } from 'kysely'
import { TwoStepCodeBody, TwoStepDisableBody, TwoStepSignInBody, twoStepMessages } from '../../../contract/two-step.ts'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/schema.ts'
import { HttpError, invalid } from '../../http/errors.ts'
import type { ValibotTypeProvider } from '../../http/valibot.ts'
import type { Limiter } from '../../core/limits/limiter.ts'
import { signedIn, type Auth } from '../../core/auth/request-auth.ts'
import type { HashingQueue } from '../../core/auth/hashing-queue.ts'
import { LOCKOUT_WINDOW_MS } from '../../core/auth/lockout.ts'
import { verifyPassword } from '../../core/auth/passwords.ts'
import type { AccountRepository } from './repository.ts'
import { accountLimits } from './limits.ts'
import { noStore, userAgent } from './routes.ts'
import type { AccountService } from './service.ts'
import type { SecondStep, TwoStep } from '../../core/auth/two-step.ts'
import { recordStaffSignIn } from './two-step-audit.ts'
import { inTransaction } from '../../db/transaction.ts'

export interface TwoStepRoutesOptions {
  db: Kysely<Database>
  twoStep: TwoStep
  service: AccountService
  repo: AccountRepository
  auth: Auth
  limiter: Limiter
  hashing: HashingQueue
  limits: Config['rateLimits']
}

const activity = {
  enabled: 'You turned on two-step sign-in',
  disabled: 'You turned off two-step sign-in',
  newCodes: 'You made new recovery codes for two-step sign-in',
}

const ticketInvalid = () =>
  new HttpError(401, 'two_step_ticket_invalid', 'Your sign-in has timed out or was already used. Please enter your email and password again.')

/** A wrong second step, on the field it came in. */
const wrongProof = (proof: SecondStep) =>
  'code' in proof
    ? invalid([{ path: 'code', message: twoStepMessages.wrongCode }])
    : invalid([{ path: 'recoveryCode', message: twoStepMessages.wrongRecoveryCode }])

const proofOf = (body: { code?: string; recoveryCode?: string }): SecondStep =>
  body.code !== undefined ? { code: body.code } : { recoveryCode: body.recoveryCode! }

const codesLeftMessage = (left: number) =>
  left === 0
    ? 'That was your last recovery code. Make new ones in Settings now.'
    : `You have ${left} recovery code${left === 1 ? '' : 's'} left.${left <= 3 ? ' Make new ones in Settings soon.' : ''}`

/**
 * Two-step sign-in: the second step of signing in (`POST /api/login/two-step`), and the account's own set-up under
 * `/api/user/two-step`. Every code or password checked here counts against the account's sign-in lockout before it
 * is checked, and is given back when it was right, as at `POST /api/login`.
 */
export const twoStepRoutes: FastifyPluginAsync<TwoStepRoutesOptions> = async (base, { db, twoStep, service, repo, auth, limiter, hashing, limits: config }) => {
  const app = base.withTypeProvider<ValibotTypeProvider>()
  const limits = accountLimits(config)
  const setupsPerUser = {
    name: 'two-step-setup-user',
    max: 10,
    windowMs: LOCKOUT_WINDOW_MS,
    message: `Too many set-ups of two-step sign-in. Please wait ${LOCKOUT_WINDOW_MS / 60_000} minutes and try again.`,
  }

  app.post('/login/two-step', { schema: { body: TwoStepSignInBody }, onRequest: [noStore, limiter.perAddress(limits.signInsFromAddress)] }, async (request) => {
    const { ticket } = request.body
    const holder = await twoStep.ticketHolder(ticket)
    if (!holder) throw ticketInvalid()
    const proof = proofOf(request.body)
    const giveBack = await limiter.take(limits.failedSignIns, holder.email)
    const outcome = await inTransaction(db, async (trx) => {
      if (!(await twoStep.prove(trx, holder.id, proof))) return 'wrong' as const
      // Spent with the code, so one ticket opens one session even when sent twice at once.
      return (await twoStep.spendTicket(trx, ticket)) ? ('ok' as const) : ('spent' as const)
    })
    if (outcome === 'spent') {
      await giveBack()
      throw ticketInvalid()
    }
    const step = 'code' in proof ? 'code' : 'recovery-code'
    if (outcome === 'wrong') {
      await recordStaffSignIn(db, holder.id, request.ip, 'sign-in-failed', step)
      throw wrongProof(proof)
    }
    await giveBack()
    const session = await service.startSession(holder.id, { userAgent: userAgent(request), address: request.ip }, step)
    if ('code' in proof) return { data: session }
    const left = await twoStep.recoveryCodesLeft(holder.id)
    return { data: { ...session, recoveryCodesLeft: left }, message: codesLeftMessage(left) }
  })

  app.get('/user/two-step', { onRequest: auth.requireUser }, async (request) => ({ data: await twoStep.status(signedIn(request).user.id) }))

  app.post('/user/two-step/setup', { onRequest: [noStore, auth.requireUser] }, async (request) => {
    const { user } = signedIn(request)
    await limiter.take(setupsPerUser, user.id)
    return { data: await twoStep.begin(user.id, user.email) }
  })

  app.post('/user/two-step/confirm', { schema: { body: TwoStepCodeBody }, onRequest: [noStore, auth.requireUser] }, async (request) => {
    const { user } = signedIn(request)
    const giveBack = await limiter.take(limits.failedSignIns, user.email)
    const codes = await inTransaction(db, async (trx) => {
      const made = await twoStep.confirm(trx, user.id, request.body.code)
      if (made) await repo.recordActivity(trx, user.id, activity.enabled)
      return made
    })
    if (!codes) throw wrongProof({ code: request.body.code })
    await giveBack()
    return { data: { recoveryCodes: codes }, message: 'Two-step sign-in is on. Keep your recovery codes somewhere safe.' }
  })

  app.post('/user/two-step/recovery-codes', { schema: { body: TwoStepCodeBody }, onRequest: [noStore, auth.requireUser] }, async (request) => {
    const { user } = signedIn(request)
    if (!(await twoStep.isEnabled(user.id))) throw new HttpError(409, 'two_step_off', 'Two-step sign-in is off, so there are no recovery codes to replace.')
    const giveBack = await limiter.take(limits.failedSignIns, user.email)
    const codes = await inTransaction(db, async (trx) => {
      const made = await twoStep.regenerate(trx, user.id, request.body.code)
      if (made) await repo.recordActivity(trx, user.id, activity.newCodes)
      return made
    })
    if (!codes) throw wrongProof({ code: request.body.code })
    await giveBack()
    return { data: { recoveryCodes: codes }, message: 'Your new recovery codes are ready; the old ones no longer work.' }
  })

  app.post('/user/two-step/disable', { schema: { body: TwoStepDisableBody }, onRequest: [noStore, auth.requireUser] }, async (request) => {
    const { user } = signedIn(request)
    if (!(await twoStep.isEnabled(user.id))) throw new HttpError(409, 'two_step_off', 'Two-step sign-in is already off.')
    const giveBack = await limiter.take(limits.failedSignIns, user.email)
    const stored = await repo.passwordHash(user.id)
    if (!(await hashing.run(() => verifyPassword(request.body.password, stored)))) {
      throw invalid([{ path: 'password', message: 'Your password is wrong' }])
    }
    const proof = proofOf(request.body)
    const done = await inTransaction(db, async (trx) => {
      if (!(await twoStep.prove(trx, user.id, proof))) return false
      await twoStep.disable(trx, user.id)
      await repo.recordActivity(trx, user.id, activity.disabled)
      return true
    })
    if (!done) throw wrongProof(proof)
    await giveBack()
    return { data: null, message: 'Two-step sign-in is off. Your password alone now signs you in.' }
  })
}

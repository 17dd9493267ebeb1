import { createHash, randomBytes, randomInt } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { generateSecret, generateURI, verify } from 'otplib'
import QRCode from 'qrcode'
import { isStaff, type Permission } from '../../../contract/permissions.ts'
import {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_GROUP_LENGTH,
  RECOVERY_CODE_GROUPS,
  type TwoStepStatus,
} from '../../../contract/two-step.ts'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/schema.ts'
import { HttpError } from '../../http/errors.ts'
import { createToken, hashToken, isWellFormedToken } from './tokens.ts'

/** What authenticator apps show beside the code. */
const ISSUER = 'Scholar Hub'
const PERIOD_SECONDS = 30
/** A ticket (a right password waiting for its code) lasts this long. */
export const TICKET_LIFETIME_MS = 5 * 60 * 1000
/** A new staff member has this long from getting the role to turn two-step sign-in on. */
export const STAFF_GRACE_MS = 7 * 24 * 60 * 60 * 1000

export const twoStepRequiredMessage = 'Staff accounts need two-step sign-in. Please set it up in your account settings before you use the admin area.'

/** Which ways of proving the second step a request may use. */
export type SecondStep = { code: string } | { recoveryCode: string }

type Db = Kysely<Database>

/** 'JBSW Y3DP EHPK ...': easier to type into an app than one long run of letters. */
const groupSecret = (secret: string) => secret.match(/.{1,4}/g)!.join(' ')

function newRecoveryCode() {
  const chars = Array.from(
    { length: RECOVERY_CODE_GROUPS * RECOVERY_CODE_GROUP_LENGTH },
    () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
  )
  return chars
    .join('')
    .match(new RegExp(`.{${RECOVERY_CODE_GROUP_LENGTH}}`, 'g'))!
    .join('-')
}

/**
 * Recovery codes are stored as SHA-256 of the account's salt and the code. A fast hash is enough here, unlike for
 * passwords: each code is random with about 59 bits, so there is no dictionary to try and guessing offline costs
 * years per code; the salt makes equal codes of two accounts hash apart. The code compared is the normalised one
 * (lower case, no dashes), as the contract's `RecoveryCode` gives it.
 */
const hashRecoveryCode = (salt: Buffer, code: string) => createHash('sha256').update(salt).update(code.toLowerCase().replace(/-/g, '')).digest()

/**
 * Checks an app's code against the secret, ±1 step for clock drift, and only for a step later than the last one
 * accepted (`after`), so a code is accepted once. Returns the step it matched, or null.
 */
async function matchCode(secret: string, code: string, after: number | null) {
  try {
    const result = await verify({ secret, token: code, epochTolerance: PERIOD_SECONDS, afterTimeStep: after ?? undefined })
    return result.valid && 'timeStep' in result ? result.timeStep : null
  } catch {
    // otplib refuses a last step later than the window (the server's clock went back): no code can be accepted yet.
    return null
  }
}

/**
 * Two-step sign-in's records: the secret while it is set up and after, the codes it accepts, the recovery codes and
 * the sign-in tickets. Every check of a code that can succeed locks the account's row, so two requests with one code
 * cannot both pass.
 */
export function createTwoStep({ db, config, exempt = () => false }: { db: Db; config: Pick<Config, 'staffTwoStep'>; exempt?: (email: string) => boolean }) {
  /**
   * From when the account must have two-step on: staff (a role with any permission) once STAFF_TWO_STEP is on, seven
   * days after they got the role; never for an `exempt` account (the demo admin while demo data is on, whose
   * password the start message prints for anyone trying the product).
   */
  function requiredFrom(user: { email: string; permissions: readonly Permission[]; roleChangedAt: Date }) {
    if (!config.staffTwoStep || !isStaff(user)) return null
    if (exempt(user.email)) return null
    return new Date(user.roleChangedAt.getTime() + STAFF_GRACE_MS)
  }

  const account = (userId: string) =>
    db
      .selectFrom('users as u')
      .innerJoin('roles as r', 'r.slug', 'u.role')
      .leftJoin('two_step as t', 't.user_id', 'u.id')
      .select(['u.email', 'u.role_changed_at as roleChangedAt', 'r.permissions', 't.enabled_at as enabledAt'])
      .where('u.id', '=', userId)
      .executeTakeFirst()

  const recoveryCodesLeft = async (trx: Db, userId: string) =>
    Number(
      (
        await trx
          .selectFrom('two_step_recovery_codes')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', userId)
          .where('used_at', 'is', null)
          .executeTakeFirstOrThrow()
      ).n,
    )

  /** Replaces the account's recovery codes with ten new ones under a new salt; the codes themselves are returned once. */
  async function newRecoveryCodes(trx: Db, userId: string) {
    const salt = randomBytes(16)
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
    await trx.updateTable('two_step').set({ recovery_salt: salt }).where('user_id', '=', userId).execute()
    await trx.deleteFrom('two_step_recovery_codes').where('user_id', '=', userId).execute()
    await trx
      .insertInto('two_step_recovery_codes')
      .values(codes.map((code) => ({ user_id: userId, code_hash: hashRecoveryCode(salt, code) })))
      .execute()
    return codes
  }

  /** The account's enabled two-step row, locked for the rest of the transaction. */
  const lockEnabled = (trx: Db, userId: string) =>
    trx
      .selectFrom('two_step')
      .select(['secret', 'last_time_step', 'recovery_salt'])
      .where('user_id', '=', userId)
      .where('enabled_at', 'is not', null)
      .forUpdate()
      .executeTakeFirst()

  /**
   * Checks the second step inside the caller's transaction: an app's code is accepted once (its step is kept), a
   * recovery code is spent. False when it is wrong, already used, or two-step is off.
   */
  async function prove(trx: Db, userId: string, proof: SecondStep) {
    const row = await lockEnabled(trx, userId)
    if (!row) return false
    if ('code' in proof) {
      const step = await matchCode(row.secret, proof.code, row.last_time_step)
      if (step === null) return false
      await trx.updateTable('two_step').set({ last_time_step: step }).where('user_id', '=', userId).execute()
      return true
    }
    const spent = await trx
      .updateTable('two_step_recovery_codes')
      .set({ used_at: new Date() })
      .where('user_id', '=', userId)
      .where('code_hash', '=', hashRecoveryCode(row.recovery_salt, proof.recoveryCode))
      .where('used_at', 'is', null)
      .executeTakeFirst()
    return spent.numUpdatedRows > 0n
  }

  return {
    requiredFrom,
    prove,
    recoveryCodesLeft: (userId: string) => recoveryCodesLeft(db, userId),

    /** What the profile says: on or off, and from when it is required. */
    async profileStatus(userId: string) {
      const row = await account(userId)
      if (!row) return { enabled: false, requiredFrom: null }
      return { enabled: Boolean(row.enabledAt), requiredFrom: requiredFrom(row)?.toISOString() ?? null }
    },

    async status(userId: string): Promise<TwoStepStatus> {
      const row = await account(userId)
      const enabled = Boolean(row?.enabledAt)
      return {
        enabled,
        enabledAt: row?.enabledAt?.toISOString() ?? null,
        recoveryCodesLeft: enabled ? await recoveryCodesLeft(db, userId) : 0,
        requiredFrom: (row && requiredFrom(row)?.toISOString()) ?? null,
      }
    },

    /**
     * The admin area's gate: a staff member who must have two-step and does not is refused with 403
     * `two_step_required`. Setting it up is under /api/user/two-step, outside the admin area.
     */
    requireForStaff(request: FastifyRequest) {
      const auth = request.auth
      if (!auth || auth.twoStepSince) return
      const from = requiredFrom({ ...auth.user, roleChangedAt: auth.roleChangedAt })
      if (from && from.getTime() <= Date.now()) throw new HttpError(403, 'two_step_required', twoStepRequiredMessage)
    },

    /** A new secret, pending until its first code confirms it; refused while two-step is on. */
    async begin(userId: string, email: string) {
      const secret = generateSecret()
      const result = await db
        .insertInto('two_step')
        .values({ user_id: userId, secret, recovery_salt: randomBytes(16) })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ secret, last_time_step: null }).where('two_step.enabled_at', 'is', null))
        .executeTakeFirst()
      if (result.numInsertedOrUpdatedRows === 0n) {
        throw new HttpError(409, 'two_step_enabled', 'Two-step sign-in is already on. Turn it off first to move it to another app.')
      }
      const uri = generateURI({ issuer: ISSUER, label: email, secret })
      const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      return { uri, secret: groupSecret(secret), qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` }
    },

    /**
     * Turns a pending set-up on with its first code, and returns the recovery codes. Null when the code is wrong;
     * 409 when nothing is being set up.
     */
    async confirm(trx: Db, userId: string, code: string) {
      const row = await trx.selectFrom('two_step').select(['secret', 'enabled_at']).where('user_id', '=', userId).forUpdate().executeTakeFirst()
      if (!row) throw new HttpError(409, 'two_step_not_started', 'Please start setting up two-step sign-in first.')
      if (row.enabled_at) throw new HttpError(409, 'two_step_enabled', 'Two-step sign-in is already on.')
      const step = await matchCode(row.secret, code, null)
      if (step === null) return null
      await trx.updateTable('two_step').set({ enabled_at: new Date(), last_time_step: step }).where('user_id', '=', userId).execute()
      return newRecoveryCodes(trx, userId)
    },

    /** New recovery codes for a current app code; null when the code is wrong. */
    async regenerate(trx: Db, userId: string, code: string) {
      if (!(await prove(trx, userId, { code }))) return null
      return newRecoveryCodes(trx, userId)
    },

    /** Removes the secret, the recovery codes and open tickets; the caller has checked the password. */
    async disable(trx: Db, userId: string) {
      await trx.deleteFrom('two_step_recovery_codes').where('user_id', '=', userId).execute()
      await trx.deleteFrom('two_step_tickets').where('user_id', '=', userId).execute()
      await trx.deleteFrom('two_step').where('user_id', '=', userId).execute()
    },

    isEnabled: async (userId: string) =>
      Boolean(await db.selectFrom('two_step').select('user_id').where('user_id', '=', userId).where('enabled_at', 'is not', null).executeTakeFirst()),

    /** A short-lived, single-use ticket for an account whose password was right; only its hash is stored. */
    async issueTicket(userId: string) {
      const { token, hash } = createToken()
      const expiresAt = new Date(Date.now() + TICKET_LIFETIME_MS)
      // Housekeeping where it is cheap: expired tickets go when a new one is made.
      await db.deleteFrom('two_step_tickets').where('expires_at', '<=', new Date()).execute()
      await db.insertInto('two_step_tickets').values({ token_hash: hash, user_id: userId, expires_at: expiresAt }).execute()
      return { ticket: token, expiresAt: expiresAt.toISOString() }
    },

    /** The account a live ticket stands for, or null when it is unknown, used or expired. */
    async ticketHolder(ticket: string) {
      if (!isWellFormedToken(ticket)) return null
      return (
        (await db
          .selectFrom('two_step_tickets as t')
          .innerJoin('users as u', 'u.id', 't.user_id')
          .select(['u.id', 'u.email'])
          .where('t.token_hash', '=', hashToken(ticket))
          .where('t.expires_at', '>', new Date())
          .executeTakeFirst()) ?? null
      )
    },

    /** Spends the ticket inside the caller's transaction; false when another request spent it first. */
    async spendTicket(trx: Db, ticket: string) {
      const result = await trx
        .deleteFrom('two_step_tickets')
        .where('token_hash', '=', hashToken(ticket))
        .where('expires_at', '>', new Date())
        .executeTakeFirst()
      return result.numDeletedRows > 0n
    },
  }
}

export type TwoStep = ReturnType<typeof createTwoStep>

import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type * as v from 'valibot'
import type { RegisterBody, SettingsBody, UpdateProfileBody } from '../../../contract/account.ts'
import type { Database, EmailTokenPurpose } from '../../db/schema.ts'
import { HttpError, type FieldIssue } from '../../http/errors.ts'
import { sendInBackground, type Mailer } from '../../mail/mailer.ts'
import type { FileStorage } from '../../storage/local-storage.ts'
import type { FilesRepository, ImageType } from '../files/index.ts'
import type { NotificationsRepository } from '../notifications/index.ts'
import type { PlansRepository } from '../plans/index.ts'
import { isCommonPassword } from '../../core/auth/common-passwords.ts'
import { passwordResetEmail, verificationEmail } from './emails.ts'
import type { HashingQueue } from '../../core/auth/hashing-queue.ts'
import { hashPassword as hashNow, needsRehash, verifyPassword as verifyNow } from '../../core/auth/passwords.ts'
import type { AccountRepository } from './repository.ts'
import type { DashboardNotice } from '../../core/realtime/socket-server.ts'
import type { Sessions } from '../../core/auth/sessions.ts'
import { linkError } from './link-errors.ts'
import { refuseSuspended } from '../../core/auth/suspension.ts'
import { checkEmailToken, consumeEmailToken, issueEmailToken, spendEmailTokens } from '../../core/auth/tokens.ts'
import type { TwoStep } from '../../core/auth/two-step.ts'
import { recordStaffSignIn, type SignInStep } from './two-step-audit.ts'
import { inTransaction } from '../../db/transaction.ts'

type Registration = v.InferOutput<typeof RegisterBody>
type ProfileChanges = v.InferOutput<typeof UpdateProfileBody>
type SettingsChanges = v.InferOutput<typeof SettingsBody>

/** Who is signing in from where: the device's name for the sessions list, the address for the audit log. */
export interface SignInClient {
  userAgent: string | undefined
  address: string
}

export interface AccountServiceDeps {
  db: Kysely<Database>
  repo: AccountRepository
  sessions: Sessions
  plans: PlansRepository
  notifications: NotificationsRepository
  files: FilesRepository
  privateStorage: FileStorage
  mailer: Mailer
  hashing: HashingQueue
  twoStep: TwoStep
  /** Drops the person's remembered feature grants when their sessions end. */
  forgetGrants: (userId: string) => void
  publicUrl: string
  log: FastifyBaseLogger
  dashboardChanged: DashboardNotice
}

/** What the activity tab lists; written in the same transaction as the change it records. */
const activity = {
  registered: 'You created your account',
  verified: 'You verified your email address',
  profileUpdated: 'You updated your profile',
  passwordChanged: 'You changed your password',
  passwordReset: 'You reset your password with an email link',
  photoChanged: 'You changed your profile photo',
  settingsSaved: 'You saved your settings',
}

// A deleted account behind a live session: the same answer as an ended session.
const sessionEnded = () => new HttpError(401, 'unauthorized', 'Your session has ended. Please sign in again.')
const invalidCredentials = () => new HttpError(401, 'invalid_credentials', 'Wrong email or password')
const validation = (issues: FieldIssue[]) => new HttpError(400, 'validation', issues[0]!.message, issues)
// Sign-up with a taken address says so (docs/decisions/0005): clearer for people, and rate-limited.
const emailTaken = () =>
  new HttpError(409, 'email_taken', 'An account with this email already exists. Please sign in, or reset your password if you have forgotten it.')
const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505'

export function createAccountService(deps: AccountServiceDeps) {
  const { db, repo, sessions, plans, notifications, files, privateStorage, mailer, hashing, twoStep, forgetGrants, publicUrl, log, dashboardChanged } = deps
  const hashPassword = (password: string) => hashing.run(() => hashNow(password))
  const verifyPassword = (password: string, stored: string | null) => hashing.run(() => verifyNow(password, stored))

  /** The length rule is in the contract, which the forms share; the list of common passwords stays on the server. */
  async function checkNewPassword(password: string) {
    if (await isCommonPassword(password)) {
      throw validation([{ path: 'password', message: 'This password is one of the most common. Please choose one that is harder to guess.' }])
    }
  }

  /** Lookup ids that name no row, or a retired one the person does not hold, become field issues, never a foreign-key failure. */
  async function checkLookups(ids: { qualificationId?: number; professionId?: number | null; subjectIds?: number[] }, userId?: string) {
    const issues: FieldIssue[] = []
    if (ids.qualificationId && (await repo.refusedIds('qualifications', [ids.qualificationId], userId)).length) {
      issues.push({ path: 'qualificationId', message: 'Choose a qualification from the list' })
    }
    if (ids.professionId && (await repo.refusedIds('professions', [ids.professionId], userId)).length) {
      issues.push({ path: 'professionId', message: 'Choose a profession from the list' })
    }
    if (ids.subjectIds && (await repo.refusedIds('subjects', ids.subjectIds, userId)).length) {
      issues.push({ path: 'subjectIds', message: 'Choose subjects from the list' })
    }
    if (issues.length) throw validation(issues)
  }

  async function profile(userId: string) {
    const [base, subscription, twoStepStatus] = await Promise.all([repo.profile(userId), plans.activeSubscription(userId), twoStep.profileStatus(userId)])
    if (!base) throw sessionEnded()
    return { ...base, subscription: subscription ?? null, isAccessible: Boolean(subscription), twoStep: twoStepStatus }
  }

  /** The session every sign-in ends with, once each step it needs has passed; a staff sign-in goes in the audit log. */
  async function startSession(userId: string, client: SignInClient, step: SignInStep) {
    // Also here for the second step and email links: a suspension may have begun since the password was checked.
    await refuseSuspended(db, userId)
    const token = await sessions.create(userId, client.userAgent)
    await recordStaffSignIn(db, userId, client.address, 'sign-in', step)
    return { token, user: await profile(userId) }
  }

  async function settings(userId: string) {
    const [base, lists] = await Promise.all([repo.profile(userId), repo.settingsLists(userId)])
    if (!base) throw sessionEnded()
    return { name: base.name, profession: base.profession, bio: base.bio, ...lists }
  }

  function sendLink(purpose: EmailTokenPurpose, user: { name: string; email: string }, token: string) {
    const mail = purpose === 'verify-email' ? verificationEmail(user.name, publicUrl, token) : passwordResetEmail(user.name, publicUrl, token)
    sendInBackground(mailer, { to: user.email, ...mail }, log)
  }

  return {
    profile,

    async register(input: Registration) {
      await checkLookups(input)
      await checkNewPassword(input.password)
      const existing = await repo.byEmail(input.email)
      if (existing?.emailVerifiedAt) throw emailTaken()
      const passwordHash = await hashPassword(input.password)
      let token: string
      try {
        token = await inTransaction(db, async (trx) => {
          // Whoever registered an address first cannot keep a password to it: until the mailbox's owner
          // verifies, each sign-up replaces the last one and spends its links.
          const replaced = existing && (await repo.replaceUnverified(trx, { ...input, passwordHash }))
          if (existing && !replaced) throw emailTaken()
          const userId = replaced || (await repo.insertUser(trx, { ...input, passwordHash }))
          if (replaced) {
            await spendEmailTokens(trx, userId)
            await sessions.revokeAll(trx, userId)
          }
          await repo.recordActivity(trx, userId, activity.registered)
          return issueEmailToken(trx, userId, 'verify-email')
        })
      } catch (err) {
        // Two sign-ups with one address at the same moment: the second meets the unique constraint.
        if (isUniqueViolation(err)) throw emailTaken()
        throw err
      }
      dashboardChanged('members')
      sendLink('verify-email', input, token)
      return {
        title: 'Check your email',
        text: `We sent a verification link to ${input.email}. Open it within 24 hours to activate your account.`,
      }
    },

    startSession,

    async login(email: string, password: string, client: SignInClient) {
      const user = await repo.byEmail(email)
      // Unknown email and wrong password cost the same time and get the same answer.
      if (!(await verifyPassword(password, user?.passwordHash ?? null)) || !user) {
        if (user) await recordStaffSignIn(db, user.id, client.address, 'sign-in-failed', 'password')
        throw invalidCredentials()
      }
      await refuseSuspended(db, user.id)
      if (!user.emailVerifiedAt) {
        throw new HttpError(
          403,
          'email_not_verified',
          'Please verify your email address before signing in. Open the link we emailed you, or ask for a new link.',
        )
      }
      if (needsRehash(user.passwordHash)) {
        const passwordHash = await hashPassword(password)
        await repo.updateUser(db, user.id, { passwordHash })
      }
      // With two-step on, the right password earns a ticket for the code, not yet a session.
      if (await twoStep.isEnabled(user.id)) return { twoStep: await twoStep.issueTicket(user.id) }
      return startSession(user.id, client, 'password')
    },

    async verifyEmail(token: string, userAgent?: string) {
      const result = await inTransaction(db, async (trx) => {
        const consumed = await consumeEmailToken(trx, token, 'verify-email')
        if (!consumed.ok) return consumed
        await repo.updateUser(trx, consumed.userId, { verified: true })
        await repo.recordActivity(trx, consumed.userId, activity.verified)
        await notifications.create(trx, consumed.userId, {
          title: 'Welcome to Scholar Hub',
          text: 'Your email is verified. Complete your profile and explore journals, vacancies, events and templates.',
          link: '/user-dashboard',
        })
        return consumed
      })
      if (!result.ok) throw linkError('verify-email', result.reason)
      await refuseSuspended(db, result.userId)
      // Following the link proves the address, so it signs the user in.
      return { token: await sessions.create(result.userId, userAgent), user: await profile(result.userId) }
    },

    /** Sends a new verification link when the account exists and still needs one; says nothing either way. */
    async resendVerification(email: string) {
      const user = await repo.byEmail(email)
      if (user && !user.emailVerifiedAt) {
        const token = await issueEmailToken(db, user.id, 'verify-email')
        sendLink('verify-email', user, token)
      }
    },

    async forgotPassword(email: string) {
      const user = await repo.byEmail(email)
      if (user) {
        const token = await issueEmailToken(db, user.id, 'reset-password')
        sendLink('reset-password', user, token)
      }
    },

    async resetPassword(token: string, password: string) {
      // A dead link is refused before hashing, so made-up links cannot make the server hash at will.
      const usable = await checkEmailToken(db, token, 'reset-password')
      if (!usable.ok) throw linkError('reset-password', usable.reason)
      await checkNewPassword(password)
      // Hashed before the transaction, so no row lock is held for the hash's fraction of a second.
      const passwordHash = await hashPassword(password)
      const result = await inTransaction(db, async (trx) => {
        const consumed = await consumeEmailToken(trx, token, 'reset-password')
        if (!consumed.ok) return consumed
        // The link reached the mailbox, which proves the address as well as a verification link does.
        await repo.updateUser(trx, consumed.userId, { passwordHash, verified: true })
        await sessions.revokeAll(trx, consumed.userId)
        await repo.recordActivity(trx, consumed.userId, activity.passwordReset)
        await notifications.create(trx, consumed.userId, {
          title: 'Your password was reset',
          text: 'Your password was reset with an email link and every device was signed out. If this was not you, reset it again at once.',
        })
        return consumed
      })
      if (!result.ok) throw linkError('reset-password', result.reason)
      forgetGrants(result.userId)
    },

    async changePassword(userId: string, sessionId: string, currentPassword: string, password: string) {
      const stored = await repo.passwordHash(userId)
      if (!stored || !(await verifyPassword(currentPassword, stored))) {
        throw validation([{ path: 'currentPassword', message: 'Your current password is wrong' }])
      }
      await checkNewPassword(password)
      const passwordHash = await hashPassword(password)
      await inTransaction(db, async (trx) => {
        await repo.updateUser(trx, userId, { passwordHash })
        // This device stays signed in; every other one must sign in with the new password.
        await sessions.revokeAll(trx, userId, sessionId)
        await repo.recordActivity(trx, userId, activity.passwordChanged)
        await notifications.create(trx, userId, {
          title: 'Your password was changed',
          text: 'Your password was changed and your other devices were signed out. If this was not you, reset your password at once.',
        })
      })
      forgetGrants(userId)
    },

    async updateProfile(userId: string, changes: ProfileChanges) {
      await checkLookups(changes, userId)
      await inTransaction(db, async (trx) => {
        const { subjectIds, skills, experience, education, licences, ...fields } = changes
        await repo.updateUser(trx, userId, fields)
        await repo.setSubjects(trx, userId, subjectIds)
        await repo.saveSettingsLists(trx, userId, { skills, experience, education, licences })
        await repo.recordActivity(trx, userId, activity.profileUpdated)
      })
      return profile(userId)
    },

    /** Stores a checked image under a name the server chooses and makes it the user's photo. */
    async changePhoto(userId: string, data: Buffer, type: ImageType) {
      const name = `${randomUUID()}.${type.extension}`
      await privateStorage.write(name, data)
      try {
        const replaced = await inTransaction(db, async (trx) => {
          const fileId = await files.recordPrivate(trx, { ownerId: userId, name, mimeType: type.mimeType, sizeBytes: data.byteLength })
          const before = await repo.setImage(trx, userId, fileId)
          if (before) await files.deletePrivate(trx, before.id)
          await repo.recordActivity(trx, userId, activity.photoChanged)
          return before
        })
        // The new photo is saved; a leftover old file is only disk space, never a failed request.
        if (replaced) await privateStorage.remove(replaced.name).catch((err: unknown) => log.warn({ err, file: replaced.name }, 'old photo not removed'))
      } catch (err) {
        await privateStorage.remove(name)
        throw err
      }
      return name
    },

    settings,

    async saveSettings(userId: string, changes: SettingsChanges) {
      await checkLookups({ professionId: changes.professionId }, userId)
      const { name, professionId, bio, ...lists } = changes
      await inTransaction(db, async (trx) => {
        await repo.updateUser(trx, userId, { name, professionId, bio })
        await repo.saveSettingsLists(trx, userId, lists)
        await repo.recordActivity(trx, userId, activity.settingsSaved)
      })
      return settings(userId)
    },

    activities: (userId: string) => repo.activities(userId),
    async logout(userId: string, sessionId: string) {
      await sessions.revoke(sessionId)
      forgetGrants(userId)
    },
  }
}

export type AccountService = ReturnType<typeof createAccountService>

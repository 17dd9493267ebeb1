import multipart from '@fastify/multipart'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import {
  EmailBody,
  LoginBody,
  PROFILE_PHOTO_MAX_BYTES,
  RegisterBody,
  ResetPasswordBody,
  SessionParams,
  SettingsBody,
  TokenParams,
  UpdatePasswordBody,
  UpdateProfileBody,
} from '../../../contract/account.ts'
import type { Config } from '../../config.ts'
import type { Limiter } from '../../core/limits/limiter.ts'
import { HttpError } from '../../http/errors.ts'
import type { ValibotTypeProvider } from '../../http/valibot.ts'
import { signedIn, type Auth } from '../../core/auth/request-auth.ts'
import { detectImageType } from '../files/index.ts'
import type { AccountRepository } from './repository.ts'
import type { DeviceSessions } from './device-sessions.ts'
import { accountLimits } from './limits.ts'
import type { AccountService } from './service.ts'

/** Answers that carry a session token must never be kept by a browser or a shared cache. */
export const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
  reply.header('cache-control', 'no-store')
}

export const userAgent = (request: FastifyRequest) => request.headers['user-agent']

const photoTooLarge = () =>
  new HttpError(413, 'payload_too_large', `The photo is larger than ${PROFILE_PHOTO_MAX_BYTES / 1024 / 1024} MB. Please choose a smaller image.`)
const notAPhoto = () => new HttpError(415, 'unsupported_media_type', 'Please choose a JPEG, PNG, WebP or GIF image.')

const chooseFile = () => new HttpError(400, 'validation', 'Please choose an image file.', [{ path: 'file', message: 'Please choose an image file.' }])

/** The bytes of the multipart field `file`, with every way a body can be wrong answered as a 4xx. */
async function readPhoto(request: FastifyRequest) {
  try {
    const part = await request.file()
    if (!part || part.fieldname !== 'file') throw chooseFile()
    return await part.toBuffer()
  } catch (err) {
    if (err instanceof HttpError) throw err
    const { code, statusCode } = err as { code?: string; statusCode?: number }
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw photoTooLarge()
    if (statusCode) throw err
    // Anything else is the multipart parser failing on the body the client sent (no boundary, cut short).
    throw new HttpError(400, 'bad_request', 'The upload could not be read. Please choose the photo again.')
  }
}

export interface AccountRoutesOptions {
  service: AccountService
  devices: DeviceSessions
  repo: AccountRepository
  auth: Auth
  limiter: Limiter
  limits: Config['rateLimits']
}

export const accountRoutes: FastifyPluginAsync<AccountRoutesOptions> = async (base, { service, devices, repo, auth, limiter, limits: config }) => {
  const app = base.withTypeProvider<ValibotTypeProvider>()
  // Only this plugin parses multipart bodies: the one upload it takes is the profile photo.
  await app.register(multipart, { limits: { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 } })

  const limits = accountLimits(config)

  app.post(
    '/register',
    { schema: { body: RegisterBody }, onRequest: [noStore, limiter.perAddress(limits.signUpsFromAddress)] },
    async (request, reply) => {
      await limiter.take(limits.mailsToAddress, request.body.email)
      return reply.status(201).send({ data: await service.register(request.body) })
    },
  )

  app.post('/login', { schema: { body: LoginBody }, onRequest: [noStore, limiter.perAddress(limits.signInsFromAddress)] }, async (request) => {
    // Counted as a failure before the password is checked, and given back unless it was wrong: forty guesses
    // sent at once meet the lockout after the tenth, not after all forty have been tried.
    const giveBack = await limiter.take(limits.failedSignIns, request.body.email)
    try {
      const data = await service.login(request.body.email, request.body.password, { userAgent: userAgent(request), address: request.ip })
      await giveBack()
      return { data }
    } catch (err) {
      if (!(err instanceof HttpError && err.code === 'invalid_credentials')) await giveBack()
      throw err
    }
  })

  app.post('/verify-email/:token', { schema: { params: TokenParams }, onRequest: noStore }, async (request) => ({
    data: await service.verifyEmail(request.params.token, userAgent(request)),
    message: 'Your email is verified. Welcome to Scholar Hub!',
  }))

  app.post(
    '/resend-verification',
    { schema: { body: EmailBody }, onRequest: limiter.perAddress(limits.linksFromAddress) },
    async (request) => {
      await limiter.take(limits.mailsToAddress, request.body.email)
      await service.resendVerification(request.body.email)
      return { data: null, message: 'If that account still needs verifying, we have sent a new link to its email address.' }
    },
  )

  app.post(
    '/forgot-password',
    { schema: { body: EmailBody }, onRequest: limiter.perAddress(limits.linksFromAddress) },
    async (request) => {
      await limiter.take(limits.mailsToAddress, request.body.email)
      await service.forgotPassword(request.body.email)
      return { data: null, message: 'If an account uses that email address, we have sent it a link to reset the password. The link works for 1 hour.' }
    },
  )

  app.post('/reset-password/:token', { schema: { params: TokenParams, body: ResetPasswordBody }, onRequest: noStore }, async (request) => {
    await service.resetPassword(request.params.token, request.body.password)
    return { data: null, message: 'Your password has been reset. Please sign in with your new password.' }
  })

  app.post('/logout', { onRequest: auth.requireUser }, async (request) => {
    const { user, sessionId } = signedIn(request)
    await service.logout(user.id, sessionId)
    return { data: null, message: 'You have been signed out.' }
  })

  // Private routes check the token in onRequest: a stranger is turned away before any body is read.

  // Lookups for the sign-up and profile forms: public; a signed-in person's own retired values come too, so their
  // profile form keeps what it has (docs/decisions/0031).
  const viewer = (request: FastifyRequest) => request.auth?.user.id
  app.get('/user/qualifications', { onRequest: auth.optionalUser }, async (request) => ({ data: await repo.qualifications(viewer(request)) }))
  app.get('/user/professions', { onRequest: auth.optionalUser }, async (request) => ({ data: await repo.professions(viewer(request)) }))
  app.get('/user/subjects', { onRequest: auth.optionalUser }, async (request) => ({ data: await repo.subjects(viewer(request)) }))

  app.get('/user/get', { onRequest: auth.requireUser }, async (request) => ({ data: await service.profile(signedIn(request).user.id) }))

  app.post('/user/update-profile', { schema: { body: UpdateProfileBody }, onRequest: auth.requireUser }, async (request) => ({
    data: await service.updateProfile(signedIn(request).user.id, request.body),
    message: 'Your profile has been updated.',
  }))

  app.post('/user/update-password', { schema: { body: UpdatePasswordBody }, onRequest: auth.requireUser }, async (request) => {
    const { user, sessionId } = signedIn(request)
    // Each try checks the current password, so this limit is also the one on guessing it.
    await limiter.take(limits.passwordChanges, user.id)
    await service.changePassword(user.id, sessionId, request.body.currentPassword, request.body.password)
    return { data: null, message: 'Your password has been changed. Your other devices have been signed out.' }
  })

  app.post('/user/update-profile-pic', { onRequest: auth.requireUser }, async (request) => {
    const { user } = signedIn(request)
    if (!request.isMultipart()) throw new HttpError(415, 'unsupported_media_type', 'Send the photo as multipart/form-data in the field "file".')
    const data = await readPhoto(request)
    // The bytes decide, not the file name or the type the browser claims.
    const type = detectImageType(data)
    if (!type) throw notAPhoto()
    const image = await service.changePhoto(user.id, data, type)
    return { data: { image }, message: 'Your profile picture has been updated.' }
  })

  app.get('/user/activities', { onRequest: auth.requireUser }, async (request) => ({ data: await service.activities(signedIn(request).user.id) }))

  app.get('/user/settings', { onRequest: auth.requireUser }, async (request) => ({ data: await service.settings(signedIn(request).user.id) }))

  app.put('/user/settings', { schema: { body: SettingsBody }, onRequest: auth.requireUser }, async (request) => ({
    data: await service.saveSettings(signedIn(request).user.id, request.body),
    message: 'Settings saved!',
  }))

  app.get('/user/sessions', { onRequest: auth.requireUser }, async (request) => {
    const { user, sessionId } = signedIn(request)
    return { data: await devices.list(user.id, sessionId) }
  })

  app.delete('/user/sessions/:id', { schema: { params: SessionParams }, onRequest: auth.requireUser }, async (request) => {
    await devices.end(signedIn(request).user.id, request.params.id)
    return { data: null, message: 'That device has been signed out.' }
  })

  app.post('/user/sessions/sign-out-others', { onRequest: auth.requireUser }, async (request) => {
    const { user, sessionId } = signedIn(request)
    await devices.endOthers(user.id, sessionId)
    return { data: null, message: 'Every other device has been signed out.' }
  })
}

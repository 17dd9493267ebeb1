import * as v from 'valibot'
import { envelope, messages } from './common.ts'
import { Profile } from './profile.ts'

// Two-step sign-in: a time-based code from an authenticator app (RFC 6238: 30-second steps, 6 digits, SHA-1, what
// every app reads from a QR code), or one of ten single-use recovery codes.

export const TWO_STEP_CODE_DIGITS = 6
export const RECOVERY_CODE_COUNT = 10
/** Three groups of four from an alphabet without look-alikes (no 0/o, 1/l/i): about 59 random bits each. */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
export const RECOVERY_CODE_GROUPS = 3
export const RECOVERY_CODE_GROUP_LENGTH = 4

export const twoStepMessages = {
  code: `Enter the ${TWO_STEP_CODE_DIGITS}-digit code from your authenticator app`,
  recoveryCode: 'Enter a recovery code such as abcd-efgh-2345',
  oneOf: 'Enter the code from your authenticator app, or a recovery code',
  wrongCode: 'That code is not right. Enter the newest code from your app.',
  wrongRecoveryCode: 'That recovery code is not right, or it has been used',
} as const

/** The app's code; spaces are allowed, as some apps show '123 456'. */
export const TwoStepCode = v.pipe(
  v.string(messages.required),
  v.maxLength(20, twoStepMessages.code),
  v.transform((s) => s.replace(/\s/g, '')),
  v.nonEmpty(messages.required),
  v.regex(new RegExp(`^\\d{${TWO_STEP_CODE_DIGITS}}$`), twoStepMessages.code),
)

const recoveryPattern = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_GROUPS * RECOVERY_CODE_GROUP_LENGTH}}$`)
/** A recovery code as typed: any case, with or without the dashes and spaces; compared without them. */
export const RecoveryCode = v.pipe(
  v.string(messages.required),
  v.maxLength(40, twoStepMessages.recoveryCode),
  v.transform((s) => s.toLowerCase().replace(/[\s-]/g, '')),
  v.nonEmpty(messages.required),
  v.regex(recoveryPattern, twoStepMessages.recoveryCode),
)

/** Exactly one of `code` and `recoveryCode`; the message goes under the code field, which the form shows first. */
const exactlyOne = (i: { code?: string; recoveryCode?: string }) => (i.code === undefined) !== (i.recoveryCode === undefined)

/** The sign-in ticket a right password gave: opaque, checked by the server. */
const Ticket = v.pipe(v.string(messages.required), v.nonEmpty(messages.required), v.maxLength(100, 'Please sign in again'))

// Requests

export const TwoStepSignInBody = v.pipe(
  v.object({ ticket: Ticket, code: v.optional(TwoStepCode), recoveryCode: v.optional(RecoveryCode) }),
  v.forward(v.partialCheck([['code'], ['recoveryCode']], exactlyOne, twoStepMessages.oneOf), ['code']),
)
export type TwoStepSignInBody = v.InferInput<typeof TwoStepSignInBody>

export const TwoStepCodeBody = v.object({ code: TwoStepCode })
export type TwoStepCodeBody = v.InferInput<typeof TwoStepCodeBody>

export const TwoStepDisableBody = v.pipe(
  v.object({
    password: v.pipe(v.string(messages.required), v.nonEmpty(messages.required), v.maxLength(128, 'Your password is wrong')),
    code: v.optional(TwoStepCode),
    recoveryCode: v.optional(RecoveryCode),
  }),
  v.forward(v.partialCheck([['code'], ['recoveryCode']], exactlyOne, twoStepMessages.oneOf), ['code']),
)
export type TwoStepDisableBody = v.InferInput<typeof TwoStepDisableBody>

// Responses

/** A right password for an account with two-step: no session yet, a ticket to send with the code. */
export const TwoStepChallenge = v.object({ twoStep: v.object({ ticket: v.string(), expiresAt: v.string() }) })
export type TwoStepChallenge = v.InferOutput<typeof TwoStepChallenge>

/** The session the code opened; `recoveryCodesLeft` when a recovery code was spent. */
export const TwoStepSignInResponse = envelope(v.object({ token: v.string(), user: Profile, recoveryCodesLeft: v.optional(v.number()) }))

export const TwoStepStatus = v.object({
  enabled: v.boolean(),
  enabledAt: v.nullable(v.string()),
  recoveryCodesLeft: v.number(),
  /** From when the account must have it on (staff); null when it need not. */
  requiredFrom: v.nullable(v.string()),
})
export type TwoStepStatus = v.InferOutput<typeof TwoStepStatus>
export const TwoStepStatusResponse = envelope(TwoStepStatus)

export const TwoStepSetup = v.object({
  /** The otpauth:// address the QR code holds, for a phone that opens it directly. */
  uri: v.string(),
  /** The secret in groups of four, for typing into an app by hand. */
  secret: v.string(),
  /** The QR code as an SVG data URL. */
  qrCode: v.string(),
})
export type TwoStepSetup = v.InferOutput<typeof TwoStepSetup>
export const TwoStepSetupResponse = envelope(TwoStepSetup)

/** Shown once: only their hashes are kept. */
export const RecoveryCodesResponse = envelope(v.object({ recoveryCodes: v.array(v.string()) }))

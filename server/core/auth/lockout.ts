import type { Config } from '../../config.ts'
import type { Limit } from '../limits/limiter.ts'

export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000

/**
 * Wrong secrets for one account, wherever they come from: a password at sign-in or at a staff step-up, a two-step
 * code. All count against this one limit, keyed by the account's email, so no second door lets guessing go on.
 */
export const failedSignIns = (limits: Config['rateLimits']): Limit => ({
  name: 'login-email',
  max: limits.loginPerEmail,
  windowMs: LOCKOUT_WINDOW_MS,
  message: `Too many failed sign-ins for this account. Please wait ${LOCKOUT_WINDOW_MS / 60_000} minutes and try again, or reset your password.`,
})

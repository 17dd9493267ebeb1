import type { Config } from '../../config.ts'
import { failedSignIns, LOCKOUT_WINDOW_MS } from '../../core/auth/lockout.ts'
import type { Limit } from '../../core/limits/limiter.ts'

const WINDOW_MS = LOCKOUT_WINDOW_MS
const MINUTES = WINDOW_MS / 60_000

/** The account endpoints' limits, each per 15 minutes, counted before the work they guard. */
export function accountLimits(limits: Config['rateLimits']) {
  const fromNetwork = (name: string, max: number, what: string): Limit => ({
    name,
    max,
    windowMs: WINDOW_MS,
    message: `Too many ${what} from your network. Please wait ${MINUTES} minutes and try again.`,
  })
  return {
    signInsFromAddress: fromNetwork('login-address', limits.loginPerAddress, 'sign-in attempts'),
    signUpsFromAddress: fromNetwork('register-address', limits.accountPerAddress, 'sign-ups'),
    linksFromAddress: fromNetwork('links-address', limits.accountPerAddress, 'requests for links'),
    failedSignIns: failedSignIns(limits),
    // Mail sent to one address, so nobody can flood a mailbox with links.
    mailsToAddress: {
      name: 'mail-email',
      max: limits.linksPerEmail,
      windowMs: WINDOW_MS,
      message: `We have already sent several emails to this address. Please check your inbox and spam folder, or wait ${MINUTES} minutes and try again.`,
    },
    passwordChanges: {
      name: 'password-user',
      max: limits.passwordChangesPerUser,
      windowMs: WINDOW_MS,
      message: `Too many password changes. Please wait ${MINUTES} minutes and try again.`,
    },
  } satisfies Record<string, Limit>
}

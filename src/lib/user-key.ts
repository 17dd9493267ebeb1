/**
 * The root of every query key that belongs to the signed-in user. When the token changes (sign-in, sign-out,
 * another tab, a 401) everything under it is dropped at once (features/account/auth-sync.ts), so one person's
 * profile, notifications or plan answers are never shown to the next person on the same browser.
 */
const USER_ROOT = 'me'

/** A query key for the signed-in user's own data: `userKey('notifications', 'list')`; `userKey()` is the root. */
export const userKey = <const P extends readonly unknown[]>(...parts: P) => [USER_ROOT, ...parts] as const

// Kept apart from contract/users.ts so the admin list's address (in the first screen's script) reads it alone.

/** What the list calls an account: suspended counts before unverified, which a suspended account may also be. */
export const userStatuses = ['unverified', 'active', 'suspended'] as const
export type UserStatus = (typeof userStatuses)[number]

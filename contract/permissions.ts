import type { Role } from './profile.ts'

// What staff may do, as flags, and which role holds which. Both sides read this table: the server's admin scope and
// every admin route name the permission they need, the web app's guard, sidebar and buttons ask the same `can`.
// It stays free of imports beyond types because the web app's first screen reads it.

export const permissions = [
  'users.manage',
  'roles.manage',
  'content.edit',
  'catalogue.edit',
  'community.moderate',
  'chats.answer',
  'enquiries.handle',
  'plans.manage',
  'payments.read',
  'audit.read',
  'analytics.read',
] as const
export type Permission = (typeof permissions)[number]

/** Today's roles keep their rights: an admin may do everything, experts and members nothing in the admin area. */
export const rolePermissions: Record<Role, readonly Permission[]> = {
  admin: permissions,
  expert: [],
  user: [],
}

interface Holder {
  role: Role
}

/** The one permission check: may this person (or nobody signed in) do this? */
export function can(user: Holder | null | undefined, permission: Permission): boolean {
  return Boolean(user && rolePermissions[user.role].includes(permission))
}

/** Staff are those who hold at least one permission: they may open the admin area and see its Dashboard. */
export function isStaff(user: Holder | null | undefined): boolean {
  return Boolean(user && rolePermissions[user.role].length > 0)
}

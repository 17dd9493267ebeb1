// What staff may do, as flags. A role (a row staff manage, see /api/admin/roles) holds a set of them, and the server
// sends each signed-in person the permissions of their role with their profile. Both sides ask the same `can`: the
// server's admin scope for every admin route, the web app's guard, sidebar and buttons to mirror it.
// It stays free of imports because the web app's first screen reads it.

export const permissions = [
  'users.read',
  'users.manage',
  'roles.manage',
  'content.edit',
  'categories.edit',
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

/** The roles every site has: they cannot be deleted, and `admin` always holds every permission. */
export const builtInRoles = ['admin', 'editor', 'moderator', 'support', 'expert', 'user'] as const
export type BuiltInRole = (typeof builtInRoles)[number]

interface Holder {
  permissions: readonly string[]
}

/** The one permission check: may this person (or nobody signed in) do this? */
export function can(user: Holder | null | undefined, permission: Permission): boolean {
  return Boolean(user && user.permissions.includes(permission))
}

/** Staff are those who hold at least one permission: they may open the admin area and see its Dashboard. */
export function isStaff(user: Holder | null | undefined): boolean {
  return Boolean(user && user.permissions.length > 0)
}

/** Nobody grants what they lack: a role may be given, made or changed only by someone who holds all it holds. */
export function mayGrant(user: Holder | null | undefined, granted: readonly string[]): boolean {
  return Boolean(user && granted.every((permission) => user.permissions.includes(permission)))
}

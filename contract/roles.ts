import * as v from 'valibot'
import { StepUpPassword } from './admin.ts'
import { requiredText } from './admin-fields.ts'
import { envelope } from './common.ts'
import { permissions, type Permission } from './permissions.ts'

// Role Management: which roles exist, what each may do in the admin area, and how staff add, rename, change and
// delete them (`/api/admin/roles`). The permission labels live here so the page and any other screen that names a
// permission read the same words.

export const ROLE_NAME_MAX_LENGTH = 60

/** Members' roles: they hold no permission, or every member and expert would be staff. */
export const memberRoles = ['user', 'expert'] as const

/** The permissions in the groups the roles table shows them in, each with a label and what it lets a holder do. */
export const permissionGroups: readonly { label: string; permissions: readonly { id: Permission; label: string; meaning: string }[] }[] = [
  {
    label: 'People',
    permissions: [
      { id: 'users.read', label: 'Read accounts', meaning: 'Find members and staff and read their accounts.' },
      { id: 'users.manage', label: 'Manage accounts', meaning: 'Suspend, verify, delete accounts, give roles, make experts.' },
      { id: 'roles.manage', label: 'Manage roles', meaning: 'Add, rename, change and delete roles.' },
    ],
  },
  {
    label: 'Content',
    permissions: [
      { id: 'content.edit', label: 'Pages and templates', meaning: 'Edit the managed pages and the manuscript templates.' },
      { id: 'categories.edit', label: 'Categories', meaning: 'Edit subjects, qualifications and professions.' },
      { id: 'catalogue.edit', label: 'Catalogue', meaning: 'Edit journals, vacancies, events and courses.' },
    ],
  },
  {
    label: 'Community',
    permissions: [
      { id: 'community.moderate', label: 'Moderate', meaning: 'Restore or delete flagged posts and silence their authors.' },
      { id: 'chats.answer', label: 'Answer chats', meaning: 'Read every conversation and answer under the staff name.' },
      { id: 'enquiries.handle', label: 'Enquiries', meaning: 'Handle contact queries and writing service enquiries.' },
    ],
  },
  {
    label: 'Money and records',
    permissions: [
      { id: 'plans.manage', label: 'Plans', meaning: 'Change the plans members can buy.' },
      { id: 'payments.read', label: 'Payments', meaning: 'Read the payments members made.' },
      { id: 'audit.read', label: 'Audit log', meaning: 'Read every staff action in the audit log.' },
      { id: 'analytics.read', label: 'Analytics', meaning: 'Read the reports of sign-ups, purchases and searches.' },
    ],
  },
]

export const roleMessages = {
  notFound: 'Role not found',
  nameTaken: 'Another role already has this name',
  builtIn: 'Built-in roles cannot be deleted',
  adminKeepsAll: 'The admin role always holds every permission',
  memberRole: 'Members and experts hold no staff permission: give the person a staff role instead',
  notYours: 'You cannot give a permission you do not hold yourself',
  holdsMore: 'This role holds permissions you do not hold, so you cannot change it',
  noChange: 'Send a new name or permissions',
  unknownPermission: 'Choose permissions from the list',
  inUse: (holders: number) => `${holders} ${holders === 1 ? 'account holds' : 'accounts hold'} this role. Give them another role first.`,
} as const

const RolePermissions = v.pipe(
  v.array(v.picklist(permissions, roleMessages.unknownPermission), roleMessages.unknownPermission),
  v.maxLength(permissions.length * 2, roleMessages.unknownPermission),
  // Kept in the table's order, each once, whatever order they came in.
  v.transform((chosen) => permissions.filter((permission) => chosen.includes(permission))),
)

const RoleName = requiredText('Name', ROLE_NAME_MAX_LENGTH)

export const RoleInput = v.object({ name: RoleName, permissions: RolePermissions })
export type RoleInput = v.InferOutput<typeof RoleInput>

/** A rename needs nothing more; new permissions need the staff member's password (step-up). */
export const RolePatch = v.pipe(
  v.object({ name: v.optional(RoleName), permissions: v.optional(RolePermissions), password: v.optional(StepUpPassword) }),
  v.check((patch) => patch.name !== undefined || patch.permissions !== undefined, roleMessages.noChange),
)
export type RolePatch = v.InferOutput<typeof RolePatch>

export const RoleParams = v.object({ slug: v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, roleMessages.notFound), v.maxLength(60, roleMessages.notFound)) })

export const AdminRole = v.object({
  slug: v.string(),
  name: v.string(),
  permissions: v.array(v.picklist(permissions)),
  builtIn: v.boolean(),
  /** How many accounts hold it; a role is deleted only at 0. */
  holders: v.number(),
})
export type AdminRole = v.InferOutput<typeof AdminRole>

export const AdminRolesResponse = envelope(v.object({ roles: v.array(AdminRole) }))
export const AdminRoleResponse = envelope(AdminRole)

import * as v from 'valibot'
import { messages, PASSWORD_MAX_LENGTH } from './common.ts'

// Deleting an account anonymises it: the person's name becomes DELETED_NAME everywhere their posts, comments and
// messages show, and what identifies them goes. A member asks for it in Settings with their password
// (`POST /api/user/delete-account`); staff with the account's email typed again (`DELETE /api/admin/users/{id}`).
// Before that, a member may download what we hold about them (`GET /api/user/export`).

export const DELETED_NAME = 'Deleted member'

export const deletionMessages = {
  wrongPassword: 'Your password is wrong',
  emailMismatch: 'Type the account’s email address exactly as shown',
  ownAccount: 'You cannot delete your own account here. Use Settings to delete it.',
  lastAdmin: 'This is the last admin account. Make someone else an admin first.',
  holdsMore: 'This account’s role holds permissions you do not hold, so you cannot delete it',
  notFound: 'Account not found',
  deleted: 'Your account has been deleted and you have been signed out everywhere.',
  staffDeleted: 'The account has been deleted. Its posts and payments stay under “Deleted member”.',
} as const

export const DeleteOwnAccountBody = v.object({
  password: v.pipe(v.string(messages.required), v.nonEmpty(messages.required), v.maxLength(PASSWORD_MAX_LENGTH, deletionMessages.wrongPassword)),
})

export const AdminDeleteUserParams = v.object({ id: v.pipe(v.string(), v.uuid(deletionMessages.notFound)) })

export const AdminDeleteUserBody = v.object({
  confirmEmail: v.pipe(v.string(messages.required), v.trim(), v.nonEmpty(messages.required), v.maxLength(254, deletionMessages.emailMismatch)),
})

/** The top-level parts of the data download, in the order the file lists them. */
export const exportSections = [
  'profile',
  'settings',
  'activities',
  'sessions',
  'subscriptions',
  'payments',
  'posts',
  'comments',
  'likes',
  'flags',
  'conversations',
  'messages',
  'notifications',
  'savedItems',
  'savedSearches',
  'pushSubscriptions',
  'enquiries',
  'contactMessages',
] as const

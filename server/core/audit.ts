import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { SessionUser } from './auth/sessions.ts'

/** Who did it: the staff member (or, for a failed sign-in, the account tried) and where from. */
export interface AuditActor {
  id: string | null
  name: string
  /** The role's name when it happened. */
  role: string
  address: string | null
}

/** One staff action: where in the admin area, what, to which record, and the values it changed. */
export interface AuditEntry {
  /** The admin area's section: `users`, `roles`, `community`, `plans` ... */
  area: string
  /** What was done, in the area's words: `suspend`, `role.change`, `delete`. */
  action: string
  /** The record acted on; its page shows every entry with the same type and id as its timeline. */
  record?: { type: string; id: string | number; summary?: string } | null
  /** The record's values before and after, as far as the action changed them. */
  before?: unknown
  after?: unknown
  /** Why, in the staff member's words, where the action asks for it. */
  reason?: string | null
}

/** A signed-in person acting: always someone with an account. */
export interface StaffActor extends AuditActor {
  id: string
}

/** The person as an audit entry names them, acting from `address`. */
export const actorOf = (user: Pick<SessionUser, 'id' | 'name' | 'roleName'>, address: string): StaffActor => ({
  id: user.id,
  name: user.name,
  role: user.roleName,
  address,
})

/** The signed-in staff member of an admin request, and the client's address as the server trusts it. */
export const staffActor = (request: FastifyRequest): StaffActor => actorOf(request.auth!.user, request.ip)

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value))

/**
 * The one way a staff action is recorded. Pass the transaction that makes the change, so the entry and the change are
 * written together or not at all. The table is append-only: nothing in the application changes or removes an entry.
 */
export async function recordAudit(db: Kysely<Database>, actor: AuditActor, entry: AuditEntry) {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: actor.id,
      actor_name: actor.name,
      actor_role: actor.role,
      area: entry.area,
      action: entry.action,
      record_type: entry.record?.type ?? null,
      record_id: entry.record ? String(entry.record.id) : null,
      summary: entry.record?.summary ?? '',
      before: json(entry.before),
      after: json(entry.after),
      reason: entry.reason ?? null,
      address: actor.address,
    })
    .execute()
}

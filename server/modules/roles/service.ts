import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { mayGrant, type Permission } from '../../../contract/permissions.ts'
import { memberRoles, roleMessages, type AdminRole, type RoleInput, type RolePatch } from '../../../contract/roles.ts'
import type { Database } from '../../db/schema.ts'
import { forbidden, HttpError, invalid, notFound } from '../../http/errors.ts'
import { signedIn } from '../../core/auth/request-auth.ts'
import { slugify } from '../../lib/slugify.ts'
import type { StepUp } from '../../core/auth/step-up.ts'
import { recordAudit, staffActor } from '../../core/audit.ts'
import type { RoleRow, RolesRepository } from './repository.ts'
import { inTransaction } from '../../db/transaction.ts'

export interface RolesServiceDeps {
  db: Kysely<Database>
  repo: RolesRepository
  stepUp: StepUp
  /**
   * Called after what a role may do has changed or the role is gone. Each request reads its holder's permissions
   * afresh, but some things remember them for a while (feature grants, an open socket's session): they must forget.
   */
  rightsChanged: (slug: string) => void
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((p) => b.includes(p))
const isMemberRole = (slug: string) => (memberRoles as readonly string[]).includes(slug)

const nameTaken = () => new HttpError(409, 'name_taken', roleMessages.nameTaken, [{ path: 'name', message: roleMessages.nameTaken }])
const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505'

const toRole = ({ slug, name, permissions, builtIn, holders }: RoleRow): AdminRole => ({ slug, name, permissions, builtIn, holders: holders ?? 0 })
const snapshot = (role: { name: string; permissions: readonly Permission[] }) => ({ name: role.name, permissions: role.permissions })

/**
 * Role Management. Nobody hands out more than they hold: a role is made, changed or deleted only by someone who
 * holds every permission it holds and will hold. `admin` holds everything always, members' roles nothing.
 */
export function createRolesService({ db, repo, stepUp, rightsChanged }: RolesServiceDeps) {
  /** The rules a change must meet, checked on the role as read before step-up and again under its lock. */
  function checkChange(request: FastifyRequest, role: RoleRow, permissions: Permission[] | undefined) {
    const actor = signedIn(request).user
    if (!mayGrant(actor, role.permissions)) throw forbidden(roleMessages.holdsMore)
    if (permissions === undefined || sameSet(permissions, role.permissions)) return false
    if (role.slug === 'admin') throw invalid([{ path: 'permissions', message: roleMessages.adminKeepsAll }])
    if (isMemberRole(role.slug) && permissions.length) throw invalid([{ path: 'permissions', message: roleMessages.memberRole }])
    if (!mayGrant(actor, permissions)) throw forbidden(roleMessages.notYours)
    return true
  }

  async function freeSlug(trx: Kysely<Database>, name: string) {
    const base = slugify(name).slice(0, 50).replace(/-+$/, '') || 'role'
    const taken = new Set(await repo.slugsLike(trx, base))
    let slug = base
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
    return slug
  }

  return {
    list: async () => ({ roles: (await repo.list()).map(toRole) }),

    async create(request: FastifyRequest, input: RoleInput) {
      if (!mayGrant(signedIn(request).user, input.permissions)) throw forbidden(roleMessages.notYours)
      try {
        return await inTransaction(db, async (trx) => {
          if (await repo.nameTaken(trx, input.name)) throw nameTaken()
          const slug = await freeSlug(trx, input.name)
          await repo.insert(trx, { slug, ...input })
          await recordAudit(trx, staffActor(request), { area: 'roles', action: 'create', record: { type: 'role', id: slug, summary: input.name }, after: snapshot(input) })
          return toRole((await repo.find(trx, slug))!)
        })
      } catch (err) {
        // Two staff adding the same name at once: the second meets the unique index.
        if (isUniqueViolation(err)) throw nameTaken()
        throw err
      }
    },

    async update(request: FastifyRequest, slug: string, patch: RolePatch) {
      const current = await repo.find(db, slug)
      if (!current) throw notFound(roleMessages.notFound)
      const steppedUp = checkChange(request, current, patch.permissions)
      if (steppedUp) await stepUp.require(request, patch.password)
      let rightsChange = false
      let updated: AdminRole
      try {
        updated = await inTransaction(db, async (trx) => {
          const role = await repo.find(trx, slug, true)
          if (!role) throw notFound(roleMessages.notFound)
          rightsChange = checkChange(request, role, patch.permissions)
          // A change of rights that appeared only after the password was checked (another staff member's change in
          // between) still needs one: the check above ran on the older role.
          if (rightsChange && !steppedUp) await stepUp.require(request, patch.password)
          const changes = {
            ...(patch.name !== undefined && patch.name !== role.name && { name: patch.name }),
            ...(rightsChange && { permissions: patch.permissions }),
          }
          if (!Object.keys(changes).length) return toRole(role)
          if (changes.name && (await repo.nameTaken(trx, changes.name, slug))) throw nameTaken()
          await repo.update(trx, slug, changes)
          const after = { name: changes.name ?? role.name, permissions: changes.permissions ?? role.permissions }
          await recordAudit(trx, staffActor(request), {
            area: 'roles',
            action: 'update',
            record: { type: 'role', id: slug, summary: after.name },
            before: snapshot(role),
            after: snapshot(after),
          })
          return { ...toRole(role), ...after }
        })
      } catch (err) {
        if (isUniqueViolation(err)) throw nameTaken()
        throw err
      }
      if (rightsChange) rightsChanged(slug)
      return updated
    },

    async remove(request: FastifyRequest, slug: string) {
      // The row lock makes anyone giving the role meanwhile wait for the delete (their foreign key check needs the
      // row), so the holders counted here are all there are.
      await inTransaction(db, async (trx) => {
        const role = await repo.find(trx, slug, true)
        if (!role) throw notFound(roleMessages.notFound)
        if (role.builtIn) throw new HttpError(409, 'built_in', roleMessages.builtIn)
        if (!mayGrant(signedIn(request).user, role.permissions)) throw forbidden(roleMessages.holdsMore)
        if (role.holders) throw new HttpError(409, 'role_in_use', roleMessages.inUse(role.holders))
        await repo.remove(trx, slug)
        await recordAudit(trx, staffActor(request), { area: 'roles', action: 'delete', record: { type: 'role', id: slug, summary: role.name }, before: snapshot(role) })
      })
      rightsChanged(slug)
    },
  }
}

export type RolesService = ReturnType<typeof createRolesService>

import { sql, type Kysely } from 'kysely'
import type { Permission } from '../../../contract/permissions.ts'
import type { Database } from '../../db/schema.ts'

type Db = Kysely<Database>

const columns = ['r.slug', 'r.name', 'r.permissions', 'r.built_in as builtIn'] as const

/** The roles table, with how many accounts hold each role (anonymised accounts still hold theirs, and count). */
export function createRolesRepository(db: Db) {
  const withHolders = (trx: Db) =>
    trx
      .selectFrom('roles as r')
      .select([...columns, (eb) => eb.selectFrom('users as u').select(sql<number>`count(*)::int`.as('n')).whereRef('u.role', '=', 'r.slug').as('holders')])

  return {
    /** Built-in roles first, in the order the product names them, then staff's own by name. */
    list: () =>
      withHolders(db)
        .orderBy('r.built_in', 'desc')
        .orderBy(sql`array_position(array['admin','editor','moderator','support','expert','user'], r.slug)`)
        .orderBy(sql`lower(r.name)`)
        .execute(),

    /** One role, locked for the change about to be made when `lock` is set. */
    find: (trx: Db, slug: string, lock = false) => {
      const query = withHolders(trx).where('r.slug', '=', slug)
      return (lock ? query.forUpdate('r') : query).executeTakeFirst()
    },

    nameTaken: async (trx: Db, name: string, exceptSlug?: string) => {
      let query = trx.selectFrom('roles').select('slug').where(sql`lower(name)`, '=', name.toLowerCase())
      if (exceptSlug) query = query.where('slug', '<>', exceptSlug)
      return Boolean(await query.executeTakeFirst())
    },

    /** The slugs already taken that begin with `base`, to choose the next free one. */
    slugsLike: async (trx: Db, base: string) =>
      (await trx.selectFrom('roles').select('slug').where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)])).execute()).map((r) => r.slug),

    insert: (trx: Db, role: { slug: string; name: string; permissions: Permission[] }) => trx.insertInto('roles').values(role).execute(),

    update: (trx: Db, slug: string, changes: { name?: string; permissions?: Permission[] }) =>
      trx
        .updateTable('roles')
        .set({ ...changes, updated_at: new Date() })
        .where('slug', '=', slug)
        .execute(),

    remove: (trx: Db, slug: string) => trx.deleteFrom('roles').where('slug', '=', slug).where('built_in', '=', false).execute(),
  }
}

export type RolesRepository = ReturnType<typeof createRolesRepository>
export type RoleRow = NonNullable<Awaited<ReturnType<RolesRepository['find']>>>

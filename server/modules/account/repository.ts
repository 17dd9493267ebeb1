import { sql, type Kysely } from 'kysely'
import { jsonObjectFrom } from 'kysely/helpers/postgres'
import type { Settings } from '../../../contract/account.ts'
import type { Database, Role } from '../../db/schema.ts'
import { offeredValues, refusedChoices } from '../categories/index.ts'

type Trx = Kysely<Database>
type SettingsLists = Pick<Settings, 'skills' | 'experience' | 'education' | 'licences'>

export interface NewUser {
  name: string
  email: string
  passwordHash: string
  role?: Role
  verified?: boolean
  qualificationId?: number | null
  professionId?: number | null
  subjectIds?: number[]
  bio?: string | null
}

const ACTIVITY_LIMIT = 100

export function createAccountRepository(db: Kysely<Database>) {
  async function setSubjects(trx: Trx, userId: string, subjectIds: number[]) {
    await trx.deleteFrom('user_subjects').where('user_id', '=', userId).execute()
    if (subjectIds.length) {
      await trx.insertInto('user_subjects').values(subjectIds.map((subject_id) => ({ user_id: userId, subject_id }))).execute()
    }
  }
  type ProfileList = 'qualifications' | 'professions' | 'subjects'
  /** The values of a list a person's profile has. */
  async function heldIds(table: ProfileList, userId: string) {
    if (table === 'subjects') return (await db.selectFrom('user_subjects').select('subject_id').where('user_id', '=', userId).execute()).map((r) => r.subject_id)
    const row = await db.selectFrom('users').select(table === 'qualifications' ? 'qualification_id as id' : 'profession_id as id').where('id', '=', userId).executeTakeFirst()
    return row?.id ? [row.id] : []
  }
  // What sign-up and the profile offer: no retired value, except one the signed-in person has, which their form keeps.
  const lookup = async (table: ProfileList, userId?: string) =>
    offeredValues(db, table, userId ? await heldIds(table, userId) : [])
      .select(['id', 'title'])
      .execute()

  return {
    qualifications: (userId?: string) => lookup('qualifications', userId),
    professions: (userId?: string) => lookup('professions', userId),
    subjects: (userId?: string) => lookup('subjects', userId),

    /**
     * Which of the given lookup ids a profile may not be given, so a form can say which field is wrong instead of
     * failing on a foreign key: unknown ones, and retired ones the person (when `userId` names them) does not hold already.
     */
    async refusedIds(table: ProfileList, ids: number[], userId?: string) {
      if (!ids.length) return []
      return refusedChoices(db, table, ids, userId ? await heldIds(table, userId) : [])
    },

    byEmail: (email: string) =>
      db
        .selectFrom('users')
        .select(['id', 'name', 'email', 'password_hash as passwordHash', 'email_verified_at as emailVerifiedAt'])
        .where('email', '=', email)
        .where('deleted_at', 'is', null)
        .executeTakeFirst(),

    passwordHash: async (userId: string) =>
      (await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst())?.password_hash ?? null,

    async insertUser(trx: Trx, user: NewUser) {
      const { id } = await trx
        .insertInto('users')
        .values({
          name: user.name,
          email: user.email,
          password_hash: user.passwordHash,
          role: user.role ?? 'user',
          email_verified_at: user.verified ? new Date() : null,
          qualification_id: user.qualificationId ?? null,
          profession_id: user.professionId ?? null,
          bio: user.bio ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      if (user.subjectIds?.length) await setSubjects(trx, id, user.subjectIds)
      return id
    },

    setSubjects,

    /**
     * A new sign-up for an address nobody has verified takes the account over: name, password, choices and
     * history are the new registrant's. Returns its id, or nothing when the address is verified (by now).
     */
    async replaceUnverified(trx: Trx, user: NewUser) {
      const row = await trx
        .updateTable('users')
        .set({
          name: user.name,
          password_hash: user.passwordHash,
          qualification_id: user.qualificationId ?? null,
          profession_id: user.professionId ?? null,
          bio: user.bio ?? null,
          updated_at: new Date(),
        })
        .where('email', '=', user.email)
        .where('email_verified_at', 'is', null)
        .returning('id')
        .executeTakeFirst()
      if (!row) return undefined
      await setSubjects(trx, row.id, user.subjectIds ?? [])
      await trx.deleteFrom('activities').where('user_id', '=', row.id).execute()
      return row.id
    },

    async updateUser(
      trx: Trx,
      userId: string,
      changes: Partial<{ name: string; qualificationId: number; professionId: number | null; bio: string; passwordHash: string; role: Role; verified: true }>,
    ) {
      await trx
        .updateTable('users')
        .set({
          updated_at: new Date(),
          ...(changes.name !== undefined && { name: changes.name }),
          ...(changes.qualificationId !== undefined && { qualification_id: changes.qualificationId }),
          ...(changes.professionId !== undefined && { profession_id: changes.professionId }),
          ...(changes.bio !== undefined && { bio: changes.bio }),
          ...(changes.passwordHash !== undefined && { password_hash: changes.passwordHash }),
          ...(changes.role !== undefined && { role: changes.role }),
          // Keeps the first verification time when there is one.
          ...(changes.verified && { email_verified_at: sql<Date>`coalesce(email_verified_at, now())` }),
        })
        .where('id', '=', userId)
        .execute()
    },

    /** The profile without its plan fields, which the plans module adds. */
    profile: (userId: string) =>
      db
        .selectFrom('users as u')
        .leftJoin('private_files as f', 'f.id', 'u.image_file_id')
        .innerJoin('roles as r', 'r.slug', 'u.role')
        .select((eb) => [
          'u.id',
          'u.name',
          'u.email',
          'u.role',
          'r.name as roleName',
          'r.permissions',
          'f.name as image',
          eb.fn.coalesce('u.bio', eb.val('')).as('bio'),
          jsonObjectFrom(eb.selectFrom('professions as p').select(['p.id', 'p.title']).whereRef('p.id', '=', 'u.profession_id')).as('profession'),
          jsonObjectFrom(eb.selectFrom('qualifications as q').select(['q.id', 'q.title']).whereRef('q.id', '=', 'u.qualification_id')).as(
            'qualification',
          ),
          eb.fn
            .coalesce(
              eb.selectFrom('user_subjects as us').select((s) => s.fn.agg<number[]>('array_agg', ['us.subject_id']).as('ids')).whereRef('us.user_id', '=', 'u.id'),
              eb.val<number[]>([]),
            )
            .as('subjects'),
        ])
        .where('u.id', '=', userId)
        .executeTakeFirst(),

    async recordActivity(trx: Trx, userId: string, text: string) {
      await trx.insertInto('activities').values({ user_id: userId, text }).execute()
    },

    activities: (userId: string) =>
      db
        .selectFrom('activities')
        .select(['text', 'created_at as createdAt'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(ACTIVITY_LIMIT)
        .execute(),

    async settingsLists(userId: string): Promise<SettingsLists> {
      const row = await db
        .selectFrom('user_settings')
        .select(['skills', 'experience', 'education', 'licences'])
        .where('user_id', '=', userId)
        .executeTakeFirst()
      return row ?? { skills: [], experience: [], education: [], licences: [] }
    },

    /** Replaces each list given; one left out (undefined) keeps what is stored. */
    async saveSettingsLists(trx: Trx, userId: string, lists: { [K in keyof SettingsLists]?: SettingsLists[K] | undefined }) {
      const values: Partial<Record<keyof SettingsLists, string>> = {}
      for (const key of ['skills', 'experience', 'education', 'licences'] as const) if (lists[key]) values[key] = JSON.stringify(lists[key])
      if (!Object.keys(values).length) return
      await trx
        .insertInto('user_settings')
        // A first save starts the lists it was not given empty, as the table's defaults would.
        .values({ user_id: userId, skills: '[]', experience: '[]', education: '[]', licences: '[]', ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: new Date() }))
        .execute()
    },

    /** Points the user at a new photo and returns the one it replaces, for the caller to delete. */
    async setImage(trx: Trx, userId: string, fileId: string) {
      const before = await trx
        .selectFrom('users as u')
        .innerJoin('private_files as f', 'f.id', 'u.image_file_id')
        .select(['f.id', 'f.name'])
        .where('u.id', '=', userId)
        .executeTakeFirst()
      await trx.updateTable('users').set({ image_file_id: fileId, updated_at: new Date() }).where('id', '=', userId).execute()
      return before
    },
  }
}

export type AccountRepository = ReturnType<typeof createAccountRepository>

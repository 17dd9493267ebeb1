import { sql, type Kysely } from 'kysely'
import { ADMIN_EXPERTS_PAGE_SIZE, type ExpertChanges } from '../../../contract/admin-experts.ts'
import { whereContains } from '../../db/full-text.ts'
import { selectPage } from '../../db/paging.ts'
import type { Database } from '../../db/schema.ts'
import { createAccountRepository } from '../account/index.ts'
import { expertStats } from './stats.ts'
import { inTransaction } from '../../db/transaction.ts'

/** The profile's own columns among an edit's changes. */
type ProfileChanges = Pick<ExpertChanges, 'languages' | 'orcid' | 'verified' | 'listed'>

export function createAdminExpertsRepository(db: Kysely<Database>) {
  const accounts = createAccountRepository(db)

  // Every account with the expert role, with its profile when it has one (a role given outside this section may
  // have none yet: the first edit makes it).
  const items = () =>
    db
      .selectFrom('users as u')
      .leftJoin('expert_profiles as p', 'p.user_id', 'u.id')
      .leftJoin('qualifications as q', 'q.id', 'u.qualification_id')
      .leftJoin('professions as pr', 'pr.id', 'u.profession_id')
      .select([
        'u.id',
        'u.name',
        'u.email',
        'u.bio',
        'u.image_file_id',
        'u.qualification_id',
        'u.profession_id',
        'q.title as qualification_title',
        'pr.title as profession_title',
        'p.languages',
        'p.orcid',
        'p.verified_at',
        'p.listed',
        'p.demo',
        'p.helped_count',
        sql<number[]>`ARRAY(SELECT s.id FROM user_subjects us JOIN subjects s ON s.id = us.subject_id WHERE us.user_id = u.id ORDER BY s.title)`.as('subject_ids'),
        sql<string[]>`ARRAY(SELECT s.title FROM user_subjects us JOIN subjects s ON s.id = us.subject_id WHERE us.user_id = u.id ORDER BY s.title)`.as('subject_titles'),
      ])
      .where('u.role', '=', 'expert')

  return {
    /** The newest experts first; `search` is part of a name or email, in any case. */
    page(search: string | undefined, page: number) {
      const found = whereContains(items(), search, ['u.name', 'u.email'])
      return selectPage(found.orderBy(sql`p.created_at DESC NULLS LAST`).orderBy('u.name').orderBy('u.id'), page, ADMIN_EXPERTS_PAGE_SIZE)
    },

    item: (id: string) => items().where('u.id', '=', id).executeTakeFirst(),

    account: (email: string) =>
      db
        .selectFrom('users as u')
        .innerJoin('roles as r', 'r.slug', 'u.role')
        .select(['u.id', 'u.role', 'u.email_verified_at', 'r.permissions'])
        .where('u.email', '=', email)
        .executeTakeFirst(),

    refusedIds: accounts.refusedIds,

    /** Each expert's typical time to a first reply, as the directory shows it. */
    responseTimes: (ids: string[]) => expertStats(db, ids),

    /** A member becomes an expert with a profile of their own; false when they are no longer a member. */
    async makeExpert(id: string) {
      return inTransaction(db, async (trx) => {
        const made = await trx.updateTable('users').set({ role: 'expert', updated_at: new Date() }).where('id', '=', id).where('role', '=', 'user').returning('id').executeTakeFirst()
        if (made) await trx.insertInto('expert_profiles').values({ user_id: id }).onConflict((oc) => oc.column('user_id').doNothing()).execute()
        return Boolean(made)
      })
    },

    /** The expert becomes a member again, without the profile; their conversations stay. False for a non-expert. */
    async removeExpert(id: string) {
      return inTransaction(db, async (trx) => {
        const removed = await trx.updateTable('users').set({ role: 'user', updated_at: new Date() }).where('id', '=', id).where('role', '=', 'expert').returning('id').executeTakeFirst()
        if (removed) await trx.deleteFrom('expert_profiles').where('user_id', '=', id).execute()
        return Boolean(removed)
      })
    },

    /** Saves the changes sent to the expert's account and profile; false when the account is no expert (any more). */
    async update(id: string, { name, bio, qualificationId, professionId, subjectIds, ...profile }: ExpertChanges) {
      return inTransaction(db, async (trx) => {
        const user = await trx
          .updateTable('users')
          .set({
            updated_at: new Date(),
            ...(name !== undefined && { name }),
            ...(bio !== undefined && { bio: bio || null }),
            ...(qualificationId !== undefined && { qualification_id: qualificationId }),
            ...(professionId !== undefined && { profession_id: professionId }),
          })
          .where('id', '=', id)
          .where('role', '=', 'expert')
          .returning('id')
          .executeTakeFirst()
        if (!user) return false
        if (subjectIds) await accounts.setSubjects(trx, id, subjectIds)
        await saveProfile(trx, id, profile)
        return true
      })
    },
  }
}

async function saveProfile(trx: Kysely<Database>, id: string, { languages, orcid, verified, listed }: ProfileChanges) {
  const values = {
    ...(languages !== undefined && { languages }),
    ...(orcid !== undefined && { orcid }),
    ...(listed !== undefined && { listed }),
  }
  await trx
    .insertInto('expert_profiles')
    .values({ user_id: id, ...values, ...(verified !== undefined && { verified_at: verified ? new Date() : null }) })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        ...values,
        // Verifying again keeps the first moment staff checked them.
        ...(verified !== undefined && { verified_at: verified ? sql<Date>`coalesce(expert_profiles.verified_at, now())` : null }),
        updated_at: new Date(),
      }),
    )
    .execute()
}

export type AdminExpertsRepository = ReturnType<typeof createAdminExpertsRepository>
export type AdminExpertRow = NonNullable<Awaited<ReturnType<AdminExpertsRepository['item']>>>

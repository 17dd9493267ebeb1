import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { createUser, type UserOverrides } from './accounts.ts'

export interface ExpertOverrides extends Omit<UserOverrides, 'role' | 'verified'> {
  languages?: string[]
  orcid?: string | null
  /** Verified by staff (the account's email always is): now for true, or at the moment given. */
  verified?: boolean | Date
  listed?: boolean
  /** A made-up person of the demo data: the card says so, and is never shown as verified. */
  demo?: boolean
}

type ProfileOverrides = Pick<ExpertOverrides, 'languages' | 'orcid' | 'verified' | 'listed' | 'demo'>

/**
 * A subject expert: a verified account with the expert role and the profile the directory shows, listed and not
 * verified unless told otherwise. The demo seed and the tests make theirs here. Pass a transaction to make it part
 * of one.
 */
export async function createExpert(db: Kysely<Database>, { languages, orcid, verified, listed, demo, ...account }: ExpertOverrides = {}) {
  const user = await createUser(db, { name: 'Dr. Farah Qureshi', bio: 'Clinical researcher in cardiology.', ...account, role: 'expert' })
  await addExpertProfile(db, user.id, { languages, orcid, verified, listed, demo })
  return user
}

/** The directory's profile for an account that has the expert role already; nothing when it has one. */
export async function addExpertProfile(db: Kysely<Database>, userId: string, { languages = ['English'], orcid = null, verified = false, listed = true, demo = false }: ProfileOverrides = {}) {
  await db
    .insertInto('expert_profiles')
    .values({ user_id: userId, languages, orcid, listed, demo, verified_at: verified === true ? new Date() : verified || null })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute()
}

import type { Kysely } from 'kysely'
import type { Database } from '../../server/db/schema.ts'
import { createSession, createUser, type UserOverrides } from '../../server/seed/factories/accounts.ts'

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** A verified user with a live session: what most private-endpoint tests start from. */
export async function signedInUser(db: Kysely<Database>, overrides: UserOverrides = {}) {
  const user = await createUser(db, overrides)
  const token = await createSession(db, user.id)
  return { ...user, token, headers: bearer(token) }
}

/** Ids of a few reference rows, for forms that need a qualification, a profession and subjects. */
export async function lookupIds(db: Kysely<Database>) {
  const first = (table: 'qualifications' | 'professions') => db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow()
  const [qualification, profession, subjects] = await Promise.all([
    first('qualifications'),
    first('professions'),
    db.selectFrom('subjects').select('id').orderBy('id').limit(3).execute(),
  ])
  return { qualificationId: qualification.id, professionId: profession.id, subjectIds: subjects.map((s) => s.id) }
}

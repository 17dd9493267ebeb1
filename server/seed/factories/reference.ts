import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { unique } from './unique.ts'

/** A subject of the test's own, so a list filtered by it holds only what the test made. */
export async function createSubject(db: Kysely<Database>, overrides: { slug?: string; title?: string } = {}) {
  const slug = overrides.slug ?? unique('subject')
  return db
    .insertInto('subjects')
    .values({ slug, title: overrides.title ?? `Subject ${slug}`, chip_position: null })
    .returning(['id', 'slug', 'title'])
    .executeTakeFirstOrThrow()
}

import { sql } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { SAVED_ITEMS_MAX, savedItemMessages } from '../../../contract/saved-items.ts'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { createJournal } from '../../seed/factories/journals.ts'

// A database of its own: the thousand journals this needs would change what other files' journal searches rank.
let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({ ownDatabase: true })
})
afterAll(() => t.close())

it(`keeps at most ${SAVED_ITEMS_MAX} saved items per member, and says so`, async () => {
  const member = await t.signIn()
  await sql`INSERT INTO journals (slug, title) SELECT 'limit-' || i, 'Journal ' || i FROM generate_series(1, ${SAVED_ITEMS_MAX}) AS i`.execute(t.db)
  await sql`INSERT INTO saved_items (user_id, kind, journal_id) SELECT ${member.id}, 'journal', id FROM journals WHERE slug LIKE 'limit-%'`.execute(t.db)
  const journal = await createJournal(t.db)
  const res = await member.api.post('/api/saved-items', { kind: 'journal', id: journal.slug })
  expect(res.statusCode).toBe(409)
  expect(res.json().message).toBe(savedItemMessages.tooMany)
  // One already saved is still answered as saved.
  expect((await member.api.post('/api/saved-items', { kind: 'journal', id: 'limit-1' })).statusCode).toBe(200)
  const saved = await t.db.selectFrom('saved_items').select('id').where('user_id', '=', member.id).execute()
  expect(saved).toHaveLength(SAVED_ITEMS_MAX)
})

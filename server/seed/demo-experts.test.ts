import { sql } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { isValidOrcid } from '../../contract/experts.ts'
import { createTestApp } from '../../tests/setup/api-app.ts'
import { seedDemoExperts } from './demo-experts.ts'
import { createUser } from './factories/accounts.ts'
import { unique } from './factories/unique.ts'
import { inRolledBackSnapshot } from '../../tests/setup/snapshot.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

it('makes about thirty demo experts across subjects, with ORCID iDs, each marked as demo and none verified, and gives the demo expert a profile', async () => {
  // On a domain of the test's own and inside a transaction that is rolled back, so the real demo accounts (which
  // another file seeds) and the other tests' directories stay as they are.
  const domain = `${unique('demo')}.example`
  let figures: Record<string, number> = {}
  let orcids: string[] = []
  let bios: string[] = []
  await inRolledBackSnapshot(t.db, async (trx) => {
    const demoExpert = await createUser(trx, { email: `expert@${domain}`, role: 'expert', bio: 'Epidemiologist.' })
    await seedDemoExperts(trx, domain)
    const pattern = `%@${domain}`
    const { rows } = await sql<Record<string, number>>`
      SELECT count(*)::int AS experts,
        count(*) FILTER (WHERE p.verified_at IS NOT NULL)::int AS verified,
        count(*) FILTER (WHERE p.demo)::int AS demo,
        count(*) FILTER (WHERE p.orcid IS NOT NULL)::int AS with_orcid,
        count(*) FILTER (WHERE NOT p.listed)::int AS unlisted,
        count(*) FILTER (WHERE u.id <> ${demoExpert.id} AND (u.email_verified_at IS NULL OR u.qualification_id IS NULL OR u.profession_id IS NULL))::int AS incomplete,
        count(*) FILTER (WHERE cardinality(p.languages) = 0)::int AS without_language,
        count(*) FILTER (WHERE p.search_vector = ''::tsvector)::int AS unsearchable,
        (SELECT count(DISTINCT us.subject_id)::int FROM user_subjects us JOIN users x ON x.id = us.user_id WHERE x.email LIKE ${pattern}) AS subjects,
        count(*) FILTER (WHERE u.id = ${demoExpert.id} AND p.demo)::int AS demo_expert_profile
      FROM users u JOIN expert_profiles p ON p.user_id = u.id
      WHERE u.email LIKE ${pattern} AND u.role = 'expert'`.execute(trx)
    figures = rows[0]!
    const profiles = await trx
      .selectFrom('users as u')
      .innerJoin('expert_profiles as p', 'p.user_id', 'u.id')
      .select(['p.orcid', 'u.bio'])
      .where('u.email', 'like', pattern)
      .execute()
    orcids = profiles.flatMap((p) => (p.orcid ? [p.orcid] : []))
    bios = profiles.map((p) => p.bio ?? '')
  })
  // A made-up person is never verified: the demo data claims nothing it is not.
  expect(figures).toMatchObject({ incomplete: 0, without_language: 0, unsearchable: 0, demo_expert_profile: 1, unlisted: 1, verified: 0 })
  expect(figures.experts).toBeGreaterThanOrEqual(30)
  expect(figures.demo).toBe(figures.experts)
  expect(figures.subjects).toBeGreaterThanOrEqual(40)
  expect(orcids.length).toBeGreaterThanOrEqual(8)
  for (const orcid of orcids) {
    expect(isValidOrcid(orcid), orcid).toBe(true)
    // A block ORCID never issues: no demo profile points at a real researcher.
    expect(orcid.startsWith('0000-0000-'), orcid).toBe(true)
  }
  expect(new Set(orcids).size).toBe(orcids.length)
  // The label says it is a demo profile; the bio is only what the person works on.
  for (const bio of bios) expect(bio).not.toMatch(/demo|made up/i)
})

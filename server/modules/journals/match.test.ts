import { sql } from 'kysely'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { ManuscriptMatchResponse } from '../../../contract/journals.ts'
import { bearer } from '../../../tests/setup/api-users.ts'
import { buildApp } from '../../app.ts'
import { loadConfig } from '../../config.ts'
import { openDatabase } from '../../db/connection.ts'
import { createPaidMember, createSession } from '../../seed/factories/accounts.ts'
import { createJournal } from '../../seed/factories/journals.ts'
import { unique } from '../../seed/factories/unique.ts'
import { createLocalStorage } from '../../storage/local-storage.ts'

// This file builds its app itself, to read everything the server logs while it matches.
const logLines: string[] = []
const database = await openDatabase({ databaseUrl: inject('databaseUrl'), poolSize: 4 })
const config = loadConfig({ NODE_ENV: 'test', SERVE_WEB: 'false', LOG_LEVEL: 'trace', DATA_DIR: inject('filesDir'), JOURNAL_REFRESH_MS: '0' })
const app = await buildApp({
  config,
  db: database.db,
  databaseUrl: database.connectionString,
  storage: createLocalStorage(config.filesDir),
  privateStorage: createLocalStorage(config.privateFilesDir),
  logger: { level: 'trace', stream: { write: (line: string) => logLines.push(line) } },
})

const tag = unique('zq').split('-')[1]!
const press = `Match Press ${tag}`
let headers: Record<string, string>

beforeAll(async () => {
  await app.ready()
  headers = bearer(await createSession(database.db, (await createPaidMember(database.db, { features: ['journal-finder'] })).id))
  const journal = (title: string, subjects: string[], scope: string, keywords: string[], extra = {}) =>
    createJournal(database.db, { publisher: press, title: `${title} ${tag}`, subjects, scope, keywords, ...extra })
  await journal('Journal of Liver Disease', ['gastroenterology'], 'Cirrhosis, fatty liver disease, liver fibrosis and portal hypertension; elastography and biopsy.', ['cirrhosis', 'fatty liver', 'elastography'], {
    openAccess: false,
    apc: null,
    weeksToPublication: 30,
    impactFactor: 8,
  })
  await journal('Hepatology Open', ['gastroenterology'], 'Open access research on viral hepatitis, fatty liver and liver fibrosis.', ['hepatitis', 'fibrosis'], {
    openAccess: true,
    apc: { amountMinor: 200000, currency: 'USD' },
    weeksToPublication: 8,
    impactFactor: 3,
  })
  await journal('Kidney Reports', ['nephrology'], 'Chronic kidney disease, dialysis and transplantation.', ['dialysis'], { openAccess: true, apc: null })
  await journal('Skin Research', ['dermatology'], 'Psoriasis, eczema and acne.', ['psoriasis'])
})
afterAll(async () => {
  await app.close()
  await database.close()
})

// A word no journal, user or log line has: if it turns up anywhere after matching, the text was kept.
const secret = `zebrafishsecret${tag}`
// The tag, in this file's journal titles too, keeps them among the first ten matches whatever other
// journals the shared test database holds (the demo catalogue among them).
const manuscript = {
  title: `Elastography to stage liver fibrosis in fatty liver disease ${tag} ${secret}`,
  abstract: `Fatty liver disease is common. We measured liver stiffness with transient elastography in 900 adults and compared it with biopsy for fibrosis and cirrhosis. ${secret}`,
  // Keywords are counted with the directories' searches (analytics), so the secret is only in what is pasted.
  keywords: ['fatty liver', 'fibrosis', 'elastography'],
}
const match = (payload: unknown) => app.inject({ method: 'POST', url: '/api/journals/match', headers, payload: payload as object })
const ours = (titles: string[]) => titles.filter((t) => t.endsWith(tag))

describe('POST /api/journals/match', () => {
  it('ranks the journals that fit the manuscript first, saying why', async () => {
    const res = await match(manuscript)
    expect(res.statusCode).toBe(200)
    const { matches, subjects } = v.parse(ManuscriptMatchResponse, res.json()).data
    const titles = ours(matches.map((m) => m.journal.title))
    expect(titles.slice(0, 2)).toEqual([`Journal of Liver Disease ${tag}`, `Hepatology Open ${tag}`])
    const best = matches.find((m) => m.journal.title === `Journal of Liver Disease ${tag}`)!
    expect(best.sharedTerms).toEqual(expect.arrayContaining(['elastography', 'fibrosis', 'cirrhosis']))
    expect(best.matchedSubjects).toEqual([{ slug: 'gastroenterology', title: 'Gastroenterology' }])
    expect(subjects[0]).toEqual({ slug: 'gastroenterology', title: 'Gastroenterology' })
    // The decision data comes with each match.
    expect(best.journal).toMatchObject({ openAccess: false, apc: null, weeksToPublication: 30, impactFactor: 8 })
    expect(matches[0]!.score).toBe(1)
    for (const m of matches) expect(m.score).toBeLessThanOrEqual(1)
  })

  it.each([
    [{ openAccess: true }, `Hepatology Open ${tag}`],
    [{ maxWeeks: 10 }, `Hepatology Open ${tag}`],
    [{ noApc: true, minImpactFactor: 5 }, `Journal of Liver Disease ${tag}`],
    [{ indexes: ['scopus'], minImpactFactor: 7.5 }, `Journal of Liver Disease ${tag}`],
  ])('narrows matches by %j', async (filters, expected) => {
    const res = await match({ ...manuscript, ...filters })
    expect(res.statusCode).toBe(200)
    expect(ours(res.json().data.matches.map((m: { journal: { title: string } }) => m.journal.title))[0]).toBe(expected)
  })

  it('accepts keywords as one comma-separated text, as a form sends them', async () => {
    const res = await match({ ...manuscript, keywords: 'fatty liver; fibrosis, elastography' })
    expect(res.statusCode).toBe(200)
  })

  it('answers an abstract with no word the catalogue knows with no matches', async () => {
    const res = await match({ abstract: 'Qwxz vbnm plkj hgfd zxcv asdq wert yuio.' })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual({ matches: [], subjects: [] })
  })

  it.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['too few words', { abstract: 'Liver fibrosis.' }],
    ['an abstract that is not text', { abstract: 42 }],
    ['an abstract over 10,000 characters', { abstract: 'liver '.repeat(2000) }],
    ['a title over 500 characters', { title: 'x'.repeat(501), abstract: manuscript.abstract }],
    ['control characters', { abstract: `liver fibrosis and cirrhosis in adults\u0000 now` }],
    ['31 keywords', { abstract: manuscript.abstract, keywords: Array.from({ length: 31 }, (_, i) => `k${i}`) }],
    ['a keyword that is an object', { abstract: manuscript.abstract, keywords: [{}] }],
    ['weeks that are not whole', { abstract: manuscript.abstract, maxWeeks: 2.5 }],
    ['a negative impact factor', { abstract: manuscript.abstract, minImpactFactor: -1 }],
    ['openAccess as text', { abstract: manuscript.abstract, openAccess: 'yes' }],
    ['an index that is not a slug', { abstract: manuscript.abstract, indexes: ['Scopus!'] }],
  ])('answers %s with a 400', async (_what, payload) => {
    const res = await match(payload)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ message: expect.any(String), code: expect.stringMatching(/validation|bad_request/) })
  })

  it('answers a body that is not JSON with a 4xx', async () => {
    const bad = await app.inject({ method: 'POST', url: '/api/journals/match', headers: { ...headers, 'content-type': 'application/json' }, payload: '{"abstract":' })
    expect(bad.statusCode).toBe(400)
    // Fastify reads text/plain as a string, which is not a manuscript; other types it does not read at all.
    const text = await app.inject({ method: 'POST', url: '/api/journals/match', headers: { ...headers, 'content-type': 'text/plain' }, payload: 'liver' })
    expect(text.statusCode).toBe(400)
    const xml = await app.inject({ method: 'POST', url: '/api/journals/match', headers: { ...headers, 'content-type': 'application/xml' }, payload: '<a/>' })
    expect(xml.statusCode).toBe(415)
  })

  it('keeps the pasted text nowhere: not in the log, not in any table', async () => {
    await match(manuscript)
    await match({ ...manuscript, abstract: 42 })
    expect(logLines.length).toBeGreaterThan(0)
    expect(logLines.filter((line) => line.includes(secret))).toEqual([])
    const tables = await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`.execute(database.db)
    for (const { name } of tables.rows) {
      const found = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(name)} t WHERE t::text LIKE ${`%${secret}%`}`.execute(database.db)
      expect(found.rows[0]!.n, name).toBe(0)
    }
  })
})

import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SearchArea } from '../../../contract/analytics.ts'
import { createTestApp, type ApiClient } from '../../../tests/setup/api-app.ts'
import { createPaidMember, createSession } from '../../seed/factories/accounts.ts'
import { createCommunityMember, createPost } from '../../seed/factories/community.ts'
import { createEvent } from '../../seed/factories/events.ts'
import { createExpert } from '../../seed/factories/experts.ts'
import { createJournal } from '../../seed/factories/journals.ts'
import { searchable } from '../../seed/factories/unique.ts'
import { createVacancy } from '../../seed/factories/vacancies.ts'
import { searchWords } from './collector.ts'

// Tests share one database with other files: every search here has a word of its own, and reads back only its rows.

let t: Awaited<ReturnType<typeof createTestApp>>
let member: ApiClient
beforeAll(async () => {
  t = await createTestApp({ env: { JOURNAL_REFRESH_MS: '0' } })
  const paid = await createPaidMember(t.db, { features: ['journal-finder', 'vacancies', 'events'] })
  member = t.client({ token: await createSession(t.db, paid.id) })
})
afterAll(() => t.close())

const recorded = async (words: string) => {
  await t.app.analytics.flush()
  return t.db.selectFrom('analytics_searches').select(['day', 'area', 'words', 'results']).where('words', 'like', `%${words}%`).execute()
}

/** Each directory: how to make one item that `word` finds, and the list's address. */
const directories: { area: SearchArea; path: string; make(word: string): Promise<unknown> }[] = [
  { area: 'journals', path: '/api/journals', make: (word) => createJournal(t.db, { title: `Annals of ${word} Medicine` }) },
  { area: 'vacancies', path: '/api/vacancies', make: (word) => createVacancy(t.db, { title: `Consultant in ${word} Care` }) },
  { area: 'events', path: '/api/events', make: (word) => createEvent(t.db, { title: `Congress of ${word} Surgery` }) },
  { area: 'experts', path: '/api/subject-experts', make: (word) => createExpert(t.db, { name: `Dr. ${word} Rao` }) },
  { area: 'community', path: '/api/community-posts', make: async (word) => createPost(t.db, (await createCommunityMember(t.db)).id, { title: `Who has tried ${word} staining?` }) },
]

describe('directory searches', () => {
  it.each(directories)('records a $area search: its words lower-cased and trimmed, and how many results the page showed', async ({ area, path, make }) => {
    const word = searchable('found')
    await make(word)
    const res = await member.get(`${path}?search=${encodeURIComponent(`  ${word.toUpperCase()}   `)}`)
    expect(res.statusCode, res.body).toBe(200)
    const day = new Date().toISOString().slice(0, 10)
    expect(await recorded(word)).toEqual([{ day, area, words: word, results: 1 }])

    const missing = searchable('missing')
    expect((await member.get(`${path}?search=${encodeURIComponent(`Nothing   LIKE  ${missing} `)}`)).statusCode).toBe(200)
    expect(await recorded(missing)).toEqual([{ day, area, words: `nothing like ${missing}`, results: 0 }])
  })

  it.each(directories)('records no $area search for a later page, nor a list without words', async ({ path }) => {
    const word = searchable('paged')
    expect((await member.get(`${path}?search=${word}&page=2`)).statusCode).toBe(200)
    for (const search of ['', '%20%20', '%21%3F%2D']) expect((await member.get(`${path}?search=${search}`)).statusCode).toBe(200)
    expect((await member.get(path)).statusCode).toBe(200)
    expect(await recorded(word)).toEqual([])
    // A stored search always has a word in it.
    const { rows } = await sql<{ count: number }>`SELECT count(*)::int AS count FROM analytics_searches WHERE words !~ '[[:alnum:]]'`.execute(t.db)
    expect(rows[0]!.count).toBe(0)
  })

  it("records a manuscript match's keywords, never its title or abstract", async () => {
    const [keyword, inTitle, inAbstract] = [searchable('kw'), searchable('title'), searchable('abstract')]
    await createJournal(t.db, { title: `Journal of ${keyword} Research`, keywords: [keyword], scope: `Heart failure and ${keyword} trials.` })
    const res = await member.post('/api/journals/match', {
      title: `A trial of ${inTitle} in heart failure`,
      abstract: `We randomised patients with heart failure to ${keyword} or placebo and followed them for a year (${inAbstract}).`,
      keywords: ` Heart  Failure , ${keyword.toUpperCase()}`,
    })
    expect(res.statusCode, res.body).toBe(200)
    const matches = (res.json() as { data: { matches: unknown[] } }).data.matches.length
    expect(matches).toBeGreaterThan(0)
    expect(await recorded(keyword)).toEqual([{ day: new Date().toISOString().slice(0, 10), area: 'manuscript', words: `heart failure, ${keyword}`, results: matches }])
    expect(await recorded(inTitle)).toEqual([])
    expect(await recorded(inAbstract)).toEqual([])

    // Half a surrogate pair, which JSON can carry, is kept as U+FFFD, and the searches written with it are all kept.
    const broken = searchable('surrogate')
    expect((await member.post('/api/journals/match', { title: inTitle, abstract: `Heart failure (${inAbstract}).`, keywords: `${broken} \ud800` })).statusCode).toBe(200)
    expect(await recorded(broken)).toMatchObject([{ area: 'manuscript', words: `${broken} \ufffd` }])

    // Without keywords, a match records nothing.
    expect((await member.post('/api/journals/match', { title: inTitle, abstract: `Patients with heart failure were followed for a year (${inAbstract}).` })).statusCode).toBe(200)
    expect(await recorded(inTitle)).toEqual([])
    expect(await recorded(inAbstract)).toEqual([])
  })

  it('stores each search of a batch whole, whatever its words hold: quotes, commas, braces, backslashes, NULL', async () => {
    const word = searchable('odd')
    const typed = [`${word} "Quoted", {braced}`, `${word} split\\back`, `${word} NULL`, `${word} Ünï 😀`]
    for (const keywords of typed) {
      const res = await member.post('/api/journals/match', { title: 'A trial in heart failure', abstract: 'Patients with heart failure were followed for a year.', keywords })
      expect(res.statusCode, res.body).toBe(200)
    }
    const stored = (await recorded(word)).map((row) => row.words)
    expect(stored.sort()).toEqual([`${word} "quoted", {braced}`, `${word} split\\back`, `${word} null`, `${word} ünï 😀`].sort())
  })

  it('records nothing with ANALYTICS=false', async () => {
    const off = await createTestApp({ env: { ANALYTICS: 'false' } })
    try {
      const word = searchable('off')
      await createExpert(off.db, { name: `Dr. ${word}` })
      expect((await off.guest.get(`/api/subject-experts?search=${word}`)).statusCode).toBe(200)
      await off.app.analytics.flush()
      expect(await off.db.selectFrom('analytics_searches').select('words').where('words', 'like', `%${word}%`).execute()).toEqual([])
    } finally {
      await off.close()
    }
  })
})

describe('searchWords', () => {
  it('keeps the words lower-cased, spaces and control characters as one space, cut to 200 characters', () => {
    expect(searchWords('  Heart\t\nFAILURE \u0000 trials\u001fmeta ')).toBe('heart failure trials meta')
    expect(searchWords('   ')).toBeNull()
    expect(searchWords('?!- "" ')).toBeNull()
    expect(searchWords('x'.repeat(150) + ' ' + 'é'.repeat(100))).toBe('x'.repeat(150) + ' ' + 'é'.repeat(49))
    expect(searchWords('a' + '😀'.repeat(250))).toBe('a' + '😀'.repeat(199))
    expect(searchWords('heart \ud800 failure\udfff')).toBe('heart \ufffd failure\ufffd')
  })
})

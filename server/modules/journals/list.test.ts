import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JournalListResponse, JournalOptionsResponse, MaxImpactFactorResponse, type Journal } from '../../../contract/journals.ts'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { bearer } from '../../../tests/setup/api-users.ts'
import { createPaidMember, createSession } from '../../seed/factories/accounts.ts'
import { createJournal } from '../../seed/factories/journals.ts'
import { unique } from '../../seed/factories/unique.ts'

// Tests share one database with other files, so every journal here carries this run's own publisher and
// word, and each query is scoped by one of them.
const tag = unique('zq').split('-')[1]!
const press = `Test Press ${tag}`
const pressSlug = `test-press-${tag}`

let t: Awaited<ReturnType<typeof createTestApp>>
let paidMember: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ env: { JOURNAL_REFRESH_MS: '0' } })
  paidMember = bearer(await createSession(t.db, (await createPaidMember(t.db, { features: ['journal-finder'] })).id))

  const base = { publisher: press, scope: `Research on clinical practice (${tag}).`, keywords: [] as string[] }
  await createJournal(t.db, { ...base, title: `Heart ${tag} Review`, impactFactor: 9.5, openAccess: true, apc: { amountMinor: 300000, currency: 'USD' }, indexes: ['scopus', 'pubmed'], subjects: ['cardiology'] })
  await createJournal(t.db, { ...base, title: `Annals of Kidney Care ${tag}`, impactFactor: 4.1, openAccess: true, apc: null, indexes: ['web-of-science'], subjects: ['nephrology'] })
  await createJournal(t.db, { ...base, title: `Skin ${tag} Letters`, impactFactor: null, openAccess: false, apc: null, indexes: ['embase'], subjects: ['dermatology'], weeksToPublication: null })
  await createJournal(t.db, {
    ...base,
    title: `Cardiac Imaging ${tag}`,
    impactFactor: 2.2,
    openAccess: true,
    apc: null,
    indexes: ['doaj', 'scopus'],
    subjects: ['cardiology', 'radiology'],
    scope: `Echocardiography and paediatric heart imaging (${tag}).`,
    keywords: ['echocardiography'],
  })
})
afterAll(() => t.close())

const list = async (query: string, headers: Record<string, string> = paidMember) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/journals?${query}`, headers })
  expect(res.statusCode, res.body).toBe(200)
  return v.parse(JournalListResponse, res.json()).data
}
const titles = (journals: Journal[]) => journals.map((j) => j.title)
const scoped = (query = '') => list(`publisher=${pressSlug}${query}`)

describe('GET /api/journals', () => {
  it('lists journals as cards, highest impact factor first and those without one last', async () => {
    const { journals, hasMore } = await scoped()
    expect(titles(journals)).toEqual([`Heart ${tag} Review`, `Annals of Kidney Care ${tag}`, `Cardiac Imaging ${tag}`, `Skin ${tag} Letters`])
    expect(hasMore).toBe(false)
    expect(journals[0]).toMatchObject({
      impactFactor: 9.5,
      publisher: { slug: pressSlug, title: press },
      indexes: [
        { slug: 'scopus', title: 'Scopus' },
        { slug: 'pubmed', title: 'PubMed/MEDLINE' },
      ],
      subjects: [{ slug: 'cardiology', title: 'Cardiology' }],
      openAccess: true,
      apc: { amount: 300000, currency: 'USD' },
      link: 'https://journals.example.org/test',
    })
  })

  it.each([
    ['indexes=pubmed', [`Heart ${tag} Review`]],
    ['indexes=scopus&indexes=embase', [`Heart ${tag} Review`, `Cardiac Imaging ${tag}`, `Skin ${tag} Letters`]],
    ['indexes=scopus,embase', [`Heart ${tag} Review`, `Cardiac Imaging ${tag}`, `Skin ${tag} Letters`]],
    ['impactFactor=4', [`Heart ${tag} Review`, `Annals of Kidney Care ${tag}`]],
    ['impactFactor=4.1', [`Heart ${tag} Review`, `Annals of Kidney Care ${tag}`]],
    ['impactFactor=0', [`Heart ${tag} Review`, `Annals of Kidney Care ${tag}`, `Cardiac Imaging ${tag}`, `Skin ${tag} Letters`]],
    ['subject=cardiology', [`Heart ${tag} Review`, `Cardiac Imaging ${tag}`]],
    ['openAccess=true', [`Heart ${tag} Review`, `Annals of Kidney Care ${tag}`, `Cardiac Imaging ${tag}`]],
    ['openAccess=false', [`Heart ${tag} Review`, `Annals of Kidney Care ${tag}`, `Cardiac Imaging ${tag}`, `Skin ${tag} Letters`]],
    ['noApc=true', [`Annals of Kidney Care ${tag}`, `Cardiac Imaging ${tag}`, `Skin ${tag} Letters`]],
    ['subject=cardiology&noApc=true', [`Cardiac Imaging ${tag}`]],
    ['openAccess=true&noApc=true&impactFactor=3', [`Annals of Kidney Care ${tag}`]],
    ['indexes=scopus&subject=cardiology&impactFactor=5', [`Heart ${tag} Review`]],
    ['subject=oncology', []],
    ['indexes=no-such-index', []],
  ])('filters by %s', async (query, expected) => {
    expect(titles((await scoped(`&${query}`)).journals)).toEqual(expected)
  })

  it('finds a publisher’s journals by its slug, and none for an unknown one', async () => {
    expect((await list(`publisher=${pressSlug}`)).journals).toHaveLength(4)
    expect((await list(`publisher=no-such-press-${tag}`)).journals).toEqual([])
  })

  it('ranks a journal with the searched word in its title above one with it only in its scope', async () => {
    const { journals } = await list(`search=echocardiography ${tag}`)
    expect(titles(journals)).toEqual([`Cardiac Imaging ${tag}`])
    const both = await list(`search=heart ${tag}`)
    // "Heart … Review" has the word in its title; "Cardiac Imaging" only in its scope.
    expect(titles(both.journals)).toEqual([`Heart ${tag} Review`, `Cardiac Imaging ${tag}`])
  })

  it('matches the last word as a prefix while it is typed, and every word must match', async () => {
    expect(titles((await list(`search=${tag} kidn`)).journals)).toEqual([`Annals of Kidney Care ${tag}`])
    expect(titles((await list(`search=${tag} annals kidney`)).journals)).toEqual([`Annals of Kidney Care ${tag}`])
    expect((await list(`search=${tag} kidney skin`)).journals).toEqual([])
  })

  it('meets British and American spellings and different word forms', async () => {
    // The scope says "paediatric"; the search says "pediatric". "hearts" finds "heart".
    expect(titles((await list(`search=pediatric ${tag}`)).journals)).toEqual([`Cardiac Imaging ${tag}`])
    expect(titles((await list(`search=hearts ${tag}`)).journals)).toContain(`Heart ${tag} Review`)
  })

  it('combines search with filters', async () => {
    expect(titles((await list(`search=${tag}&publisher=${pressSlug}&subject=cardiology&noApc=true`)).journals)).toEqual([`Cardiac Imaging ${tag}`])
  })

  it('treats a search of only stop words or punctuation as no search', async () => {
    expect((await scoped('&search=the of *** -')).journals).toHaveLength(4)
  })

  it('sorts by title or by impact factor when asked, with words and filters or without', async () => {
    const byTitle = [`Annals of Kidney Care ${tag}`, `Cardiac Imaging ${tag}`, `Heart ${tag} Review`, `Skin ${tag} Letters`]
    const byImpact = [`Heart ${tag} Review`, `Annals of Kidney Care ${tag}`, `Cardiac Imaging ${tag}`, `Skin ${tag} Letters`]
    expect(titles((await scoped('&sort=title')).journals)).toEqual(byTitle)
    expect(titles((await scoped('&sort=impact-factor')).journals)).toEqual(byImpact)
    expect(titles((await scoped('&sort=relevance')).journals)).toEqual(byImpact)
    expect(titles((await list(`search=${tag}&sort=title`)).journals)).toEqual(byTitle)
    expect(titles((await list(`search=${tag}&sort=impact-factor`)).journals)).toEqual(byImpact)
    expect(titles((await list(`search=${tag}&sort=title&openAccess=true`)).journals)).toEqual(byTitle.filter((title) => !title.startsWith('Skin')))
    // The whole catalogue by title, with no filter that names a short list: two pages in order, none twice.
    const catalogue = [...(await list('sort=title&page=1')).journals, ...(await list('sort=title&page=2')).journals]
    expect(catalogue.length).toBeGreaterThanOrEqual(4)
    expect(new Set(catalogue.map((j) => j.id)).size).toBe(catalogue.length)
    const lowered = catalogue.map((j) => j.title.toLowerCase())
    expect(lowered).toEqual([...lowered].sort())
  })

  it('pages by 20 and says whether more follow', async () => {
    const pagePress = `Paging Press ${tag}`
    for (let i = 0; i < 23; i++) await createJournal(t.db, { publisher: pagePress, title: `Paged Journal ${i} ${tag}`, impactFactor: 50 - i })
    const first = await list(`publisher=paging-press-${tag}&page=1`)
    const second = await list(`publisher=paging-press-${tag}&page=2`)
    const third = await list(`publisher=paging-press-${tag}&page=3`)
    expect(first.journals).toHaveLength(20)
    expect(first.hasMore).toBe(true)
    expect(second.journals).toHaveLength(3)
    expect(second.hasMore).toBe(false)
    expect(third).toEqual({ journals: [], hasMore: false })
    expect(titles([...first.journals, ...second.journals])).toEqual(Array.from({ length: 23 }, (_, i) => `Paged Journal ${i} ${tag}`))
    // The same pages with search text: ranked, and still no journal twice.
    const searched = [...(await list(`search=paged ${tag}&page=1`)).journals, ...(await list(`search=paged ${tag}&page=2`)).journals]
    expect(new Set(searched.map((j) => j.id)).size).toBe(23)
  })

  it.each([
    ['page=0'],
    ['page=-1'],
    ['page=abc'],
    ['page=1e3'],
    ['page=10001'],
    ['page=99999999999999999999'],
    ['page=1&page=2'],
    [`search=${'a'.repeat(201)}`],
    ['search=%00'],
    ['search=a%0Db'],
    ['search=a&search=b'],
    ['publisher=../../etc/passwd'],
    ['publisher=Elsevier'],
    [`publisher=${'a'.repeat(121)}`],
    ['subject=%00'],
    [`indexes=${Array.from({ length: 21 }, (_, i) => `i${i}`).join(',')}`],
    ['indexes=Scopus'],
    ['indexes=a%2C%2Cb%2C%2F'],
    ['impactFactor=-1'],
    ['impactFactor=NaN'],
    ['impactFactor=1e9'],
    ['impactFactor=1.2.3'],
    ['impactFactor=12345'],
    ['openAccess=yes'],
    ['noApc=1'],
    ['sort=popular'],
    ['sort=title&sort=relevance'],
  ])('answers the hostile query %s with a 400 and field messages', async (query) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/journals?${query}`, headers: paidMember })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'validation', message: expect.any(String), issues: expect.any(Array) })
  })

  it.each([["search=';DROP TABLE journals;--"], ['search=%22unclosed'], ['search=%E5%BF%83%E8%84%8F'], ['search=c%2B%2B (a OR b) -x'], ['unknown=1&publisher=x']])(
    'answers the odd but harmless query %s normally',
    async (query) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/journals?${query}`, headers: paidMember })
      expect(res.statusCode).toBe(200)
      v.parse(JournalListResponse, res.json())
    },
  )
})

describe('the filter options', () => {
  it('lists publishers with journals, by title', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/journals/publishers' })
    const publishers = v.parse(JournalOptionsResponse, res.json()).data
    expect(publishers).toContainEqual({ slug: pressSlug, title: press })
    const order = publishers.map((p) => p.title.toLowerCase())
    expect(order).toEqual([...order].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })))
  })

  it('lists every indexing service in the filter’s order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/journals/indexes' })
    expect(v.parse(JournalOptionsResponse, res.json()).data.slice(0, 4).map((i) => i.slug)).toEqual(['scopus', 'pubmed', 'web-of-science', 'doaj'])
  })

  it('lists the subjects that have journals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/journals/subjects' })
    const slugs = v.parse(JournalOptionsResponse, res.json()).data.map((s) => s.slug)
    expect(slugs).toEqual(expect.arrayContaining(['cardiology', 'nephrology', 'dermatology', 'radiology']))
  })

  it('gives the slider’s maximum as the first item of max-impact-factor', async () => {
    await createJournal(t.db, { publisher: press, title: `Top ${tag}`, impactFactor: 999.5 })
    const res = await t.app.inject({ method: 'GET', url: '/api/journals/max-impact-factor' })
    expect(v.parse(MaxImpactFactorResponse, res.json()).data[0]).toMatchObject({ title: `Top ${tag}`, impactFactor: 999.5 })
  })
})

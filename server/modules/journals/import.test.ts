import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { JournalImportResponse, type Journal } from '../../../contract/journals.ts'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { bearer, lookupIds, signedInUser } from '../../../tests/setup/api-users.ts'
import { multipartFile } from '../../../tests/setup/multipart.ts'
import { createPaidMember, createSession } from '../../seed/factories/accounts.ts'

// The sample holds good rows, bad rows and a row repeating an earlier journal; its ISSNs are used by no
// other test file.
const sample = await readFile(new URL('../../../tests/fixtures/doaj-sample.csv', import.meta.url))
const sampleIssns = ['3100-0010', '3100-0029', '3100-0037', '3100-0096', '3100-010X']

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: Record<string, string>
let member: Record<string, string>
let paidMember: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ env: { JOURNAL_REFRESH_MS: '0' } })
  admin = (await signedInUser(t.db, { role: 'admin' })).headers
  member = (await signedInUser(t.db)).headers
  paidMember = bearer(await createSession(t.db, (await createPaidMember(t.db)).id))
})
afterAll(() => t.close())

const IMPORT = '/api/admin/journals/import'
// The import's address before it moved under /api/admin; it answers the same way for one release.
const FORMER_IMPORT = '/api/journals/import'
const upload = (headers: Record<string, string>, data: Buffer, field = 'file', url = IMPORT) => {
  const body = multipartFile(field, 'journals.csv', 'text/csv', data)
  return t.app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload })
}
const sampleJournals = () =>
  t.db
    .selectFrom('journals')
    .selectAll()
    .where((eb) => eb.or([eb('issn_print', 'in', sampleIssns), eb('issn_electronic', 'in', sampleIssns)]))
    .orderBy('title')
    .execute()
// Searched as a paid member would search it: the import is for staff, the catalogue for members.
const search = async (text: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/journals?search=${encodeURIComponent(text)}`, headers: paidMember })
  return res.json().data.journals as Journal[]
}

describe('POST /api/admin/journals/import', () => {
  it('imports the good rows, reports the bad ones by line and merges a repeated journal', async () => {
    const res = await upload(admin, sample)
    expect(res.statusCode, res.body).toBe(200)
    const { data, message } = v.parse(JournalImportResponse, res.json())
    expect(data).toMatchObject({ rows: 10, created: 3, updated: 0, skipped: 6 })
    expect(data.badRows).toEqual([
      { line: 5, message: expect.stringMatching(/3100-0049.*not a valid ISSN/) },
      { line: 6, message: 'Journal title is empty' },
      { line: 7, message: expect.stringMatching(/neither a print nor an online ISSN/) },
      { line: 8, message: expect.stringMatching(/not a web address/) },
      { line: 9, message: expect.stringMatching(/APC amount "a lot"/) },
      { line: 10, message: expect.stringMatching(/weeks "soon"/) },
    ])
    expect(message).toMatch(/3 journals added/)

    const rows = await sampleJournals()
    expect(rows.map((r) => r.title)).toEqual(['Sample Archives of Community Nursing', 'Sample Journal of Tropical Cardiology', 'Sample Revista de Pediatría Clínica'])
    // The later row of the repeated journal wins, and an empty print ISSN keeps the one the first row gave.
    expect(rows[1]).toMatchObject({
      issn_print: '3100-0010',
      issn_electronic: '3100-0029',
      keywords: ['heart failure', 'rheumatic fever'],
      languages: ['English'],
      has_apc: true,
      apc_amount_minor: 165050,
      apc_currency: 'USD',
      weeks_to_publication: 10,
      open_access: true,
      licence: 'CC BY',
      country: 'India',
      link: 'https://tropcardio.example.org/',
    })
    expect(rows[0]).toMatchObject({ keywords: ['community nursing', 'home care'], has_apc: false, apc_amount_minor: null })
    expect(rows[2]).toMatchObject({ apc_amount_minor: 90000, apc_currency: 'EUR', languages: ['Spanish', 'English'] })

    const cardiology = (await search('tropical cardiology')).find((j) => j.title === 'Sample Journal of Tropical Cardiology')
    expect(cardiology).toMatchObject({ subjects: [{ slug: 'cardiology', title: 'Cardiology' }], indexes: [{ slug: 'doaj', title: 'DOAJ' }] })
    expect((await search('pediatria clinica')).map((j) => j.title)).toEqual(['Sample Revista de Pediatría Clínica'])
  })

  it('updates on a re-import, never duplicates, and keeps what DOAJ does not know', async () => {
    const tropical = (await sampleJournals()).find((r) => r.title === 'Sample Journal of Tropical Cardiology')!
    await t.db.updateTable('journals').set({ impact_factor: 5.5 }).where('id', '=', tropical.id).execute()
    const { scopus } = await lookupIds(t.db, { scopus: 'journal_indexes/scopus' })
    await t.db.insertInto('journal_indexings').values({ journal_id: tropical.id, index_id: scopus }).execute()

    const res = await upload(admin, sample)
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ rows: 10, created: 0, updated: 3, skipped: 6 })
    const rows = await sampleJournals()
    expect(rows).toHaveLength(3)
    expect(rows.find((r) => r.id === tropical.id)).toMatchObject({ impact_factor: 5.5, slug: tropical.slug })
    const card = (await search('tropical cardiology')).find((j) => j.id === tropical.id)
    expect(card!.indexes.map((i) => i.slug)).toEqual(['scopus', 'doaj'])
  })

  it.each([
    ['a CSV with other columns', 'name,issn\nA,1234-5678\n', /columns 'Journal title'.* are missing/],
    ['an empty file', '', /empty/],
    ['a binary file', '\u0000\u0001\u0002PK\u0003\u0004"junk', /not DOAJ's journal CSV/],
  ])('refuses %s as a whole, saving nothing', async (_what, content, message) => {
    const before = await t.db.selectFrom('journals').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    const res = await upload(admin, Buffer.from(content))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'not_doaj_csv', message: expect.stringMatching(message) })
    const after = await t.db.selectFrom('journals').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    expect(after.n).toBe(before.n)
  })

  it('refuses uploads that are not a CSV file in the field "file"', async () => {
    expect((await upload(admin, sample, 'csv')).statusCode).toBe(400)
    const json = await t.app.inject({ method: 'POST', url: IMPORT, headers: admin, payload: { file: 'x' } })
    expect(json.statusCode).toBe(415)
    const cut = await t.app.inject({
      method: 'POST',
      url: IMPORT,
      headers: { ...admin, 'content-type': 'multipart/form-data; boundary=abc' },
      payload: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nJournal title,',
    })
    expect(cut.statusCode).toBe(400)
    const none = await t.app.inject({ method: 'POST', url: IMPORT, headers: { ...admin, 'content-type': 'multipart/form-data; boundary=abc' }, payload: '--abc--\r\n' })
    expect(none.statusCode).toBe(400)
  })

  it('is for admins only, not for members, whatever their plan', async () => {
    for (const url of [IMPORT, FORMER_IMPORT]) {
      expect((await upload({}, sample, 'file', url)).statusCode).toBe(401)
      expect((await upload(member, sample, 'file', url)).statusCode).toBe(403)
      expect((await upload(paidMember, sample, 'file', url)).statusCode).toBe(403)
    }
  })

  it('still imports at its former address', async () => {
    const res = await upload(admin, sample, 'file', FORMER_IMPORT)
    expect(res.statusCode, res.body).toBe(200)
    expect(v.parse(JournalImportResponse, res.json()).data).toMatchObject({ rows: 10, skipped: 6 })
  })
})

describe('npm run import:journals', () => {
  it('imports a file into the configured database and prints a summary with the bad lines', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/import-journals.ts', 'tests/fixtures/doaj-sample.csv'], {
      env: { ...process.env, DATABASE_URL: inject('databaseUrl'), DATA_DIR: inject('filesDir'), DEMO_DATA: 'false', LOG_LEVEL: 'silent' },
      timeout: 60_000,
    })
    expect(stdout).toMatch(/10 rows, 0 journals added, 3 updated, 6 rows skipped/)
    expect(stdout).toMatch(/line 5: .*not a valid ISSN/)
    expect(stdout).toMatch(/line 10: .*weeks "soon"/)
    expect(await sampleJournals()).toHaveLength(3)
  })

  it('says how to use it when given no file', async () => {
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/import-journals.ts'], { env: { ...process.env, DATABASE_URL: inject('databaseUrl') } })
    await expect(run).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/Usage: npm run import:journals -- FILE/) })
  })
})

import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JournalImportListResponse, JournalImportResponse, type JournalImport } from '../../../contract/admin-journals.ts'
import type { Journal } from '../../../contract/journals.ts'
import { expectAdminOnly } from '../../../tests/setup/admin-only.ts'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { bearer, signedInUser } from '../../../tests/setup/api-users.ts'
import { multipartFile } from '../../../tests/setup/multipart.ts'
import { createPaidMember, createSession } from '../../seed/factories/accounts.ts'
import { eventually } from '../../../tests/setup/eventually.ts'

// The sample holds good rows, bad rows and a row repeating an earlier journal; its ISSNs are used by no
// other test file.
const sample = await readFile(new URL('../../../tests/fixtures/doaj-sample.csv', import.meta.url))
const sampleIssns = ['3100-0010', '3100-0029', '3100-0037', '3100-0096', '3100-010X']

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: Record<string, string>
let paidMember: Record<string, string>
beforeAll(async () => {
  // A database of its own: 'storing nothing' counts every journal and import, which other files add to at any moment.
  t = await createTestApp({ ownDatabase: true, env: { JOURNAL_REFRESH_MS: '0' } })
  admin = (await signedInUser(t.db, { role: 'admin' })).headers
  paidMember = bearer(await createSession(t.db, (await createPaidMember(t.db)).id))
})
afterAll(() => t.close())

const IMPORT = '/api/admin/journals/import'
// The import's address before it moved under /api/admin; it answers the same way for one release.
const FORMER_IMPORT = '/api/journals/import'
const upload = (headers: Record<string, string>, data: Buffer, { url = IMPORT, field = 'file', dryRun = false } = {}) => {
  const body = multipartFile(field, 'journals.csv', 'text/csv', data)
  return t.app.inject({ method: 'POST', url: `${url}${dryRun ? '?dryRun=true' : ''}`, headers: { ...headers, ...body.headers }, payload: body.payload })
}

/** The import's state as any node reads it, once its job has ended. */
async function finished(id: number): Promise<JournalImport> {
  let last: JournalImport | undefined
  await eventually(async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/journals/imports/${id}`, headers: admin })
    last = v.parse(JournalImportResponse, res.json()).data
    return last.status === 'done' || last.status === 'failed'
  }, 30_000)
  return last!
}

/** Uploads a file, checks it was queued (202), and waits for its job. */
async function runImport(data: Buffer, options: { dryRun?: boolean; url?: string } = {}) {
  const res = await upload(admin, data, options)
  expect(res.statusCode, res.body).toBe(202)
  const queued = v.parse(JournalImportResponse, res.json()).data
  expect(queued).toMatchObject({ dryRun: Boolean(options.dryRun), fileName: 'journals.csv', fileBytes: data.length })
  return finished(queued.id)
}

const sampleJournals = () =>
  t.db
    .selectFrom('journals')
    .selectAll()
    .where((eb) => eb.or([eb('issn_print', 'in', sampleIssns), eb('issn_electronic', 'in', sampleIssns)]))
    .orderBy('title')
    .execute()
const count = async (table: 'journals' | 'journal_imports' | 'journal_import_chunks') =>
  Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
// Searched as a paid member would search it: the import is for staff, the catalogue for members.
const search = async (text: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/journals?search=${encodeURIComponent(text)}`, headers: paidMember })
  return res.json().data.journals as Journal[]
}
const badLines = [
  { line: 5, message: expect.stringMatching(/3100-0049.*not a valid ISSN/) },
  { line: 6, message: 'Journal title is empty' },
  { line: 7, message: expect.stringMatching(/neither a print nor an online ISSN/) },
  { line: 8, message: expect.stringMatching(/not a web address/) },
  { line: 9, message: expect.stringMatching(/APC amount "a lot"/) },
  { line: 10, message: expect.stringMatching(/weeks "soon"/) },
]

describe('POST /api/admin/journals/import', () => {
  it('runs a dry run as a job: says what would be added and which lines are bad, and saves nothing', async () => {
    const result = await runImport(sample, { dryRun: true })
    expect(result).toMatchObject({ status: 'done', rows: 10, added: 3, updated: 0, skipped: 6, error: null, createdBy: expect.any(String) })
    expect(result.badRows).toEqual(badLines)
    expect(result.changes!.added.map((a) => a.title).sort()).toEqual([
      'Sample Archives of Community Nursing',
      'Sample Journal of Tropical Cardiology',
      'Sample Revista de Pediatría Clínica',
    ])
    expect(await sampleJournals()).toEqual([])
    // The stored file goes once its import ends.
    expect(Number((await t.db.selectFrom('journal_import_chunks').select((eb) => eb.fn.countAll().as('n')).where('import_id', '=', result.id).executeTakeFirstOrThrow()).n)).toBe(0)
  })

  it('applies as a job: the good rows are saved as DOAJ values, and search finds them when it ends', async () => {
    const result = await runImport(sample)
    expect(result).toMatchObject({ status: 'done', rows: 10, added: 3, updated: 0, skipped: 6 })
    expect(result.badRows).toEqual(badLines)

    const rows = await sampleJournals()
    expect(rows.map((r) => r.title)).toEqual(['Sample Archives of Community Nursing', 'Sample Journal of Tropical Cardiology', 'Sample Revista de Pediatría Clínica'])
    // The later row of the repeated journal wins, and an empty print ISSN keeps the one the first row gave.
    expect(rows[1]).toMatchObject({
      issn_print: '3100-0010',
      issn_electronic: '3100-0029',
      keywords: ['heart failure', 'rheumatic fever'],
      has_apc: true,
      apc_amount_minor: 165050,
      apc_currency: 'USD',
      weeks_to_publication: 10,
      licence: 'CC BY',
      country: 'India',
    })
    expect(rows[1]!.sources.licence).toEqual({ source: 'doaj', at: expect.any(String) })
    expect(rows[1]!.sources.impactFactor).toBeUndefined()

    const cardiology = (await search('tropical cardiology')).find((j) => j.title === 'Sample Journal of Tropical Cardiology')
    expect(cardiology).toMatchObject({ subjects: [{ slug: 'cardiology', title: 'Cardiology' }], indexes: [{ slug: 'doaj', title: 'DOAJ' }] })

    const audit = await t.db.selectFrom('audit_log').select(['action', 'after']).where('record_type', '=', 'journal-imports').where('record_id', '=', String(result.id)).orderBy('id').execute()
    expect(audit.map((a) => a.action)).toEqual(['import.queue', 'import'])
    expect(audit[1]!.after).toEqual({ rows: 10, added: 3, updated: 0, skipped: 6 })
  })

  it('keeps what staff corrected: the dry run lists it as kept and the changes field by field, and the apply leaves it', async () => {
    const tropical = (await sampleJournals()).find((r) => r.title === 'Sample Journal of Tropical Cardiology')!
    const edit = await t.app.inject({ method: 'PATCH', url: `/api/admin/journals/${tropical.id}`, headers: admin, payload: { licence: 'CC BY-NC', impactFactor: 5.5 } })
    expect(edit.statusCode, edit.body).toBe(200)
    expect(edit.json().data.sources.licence).toEqual({ source: 'staff', at: expect.any(String) })

    // DOAJ now says the journal is published in Nigeria.
    const changed = Buffer.from(sample.toString('utf8').replaceAll('Sample Heart Press,India', 'Sample Heart Press,Nigeria'))
    const dry = await runImport(changed, { dryRun: true })
    expect(dry).toMatchObject({ status: 'done', added: 0, updated: 1 })
    const entry = dry.changes!.changed.find((c) => c.id === tropical.id)!
    expect(entry.fields).toEqual([{ field: 'country', before: 'India', after: 'Nigeria' }])
    expect(entry.kept).toEqual([{ field: 'licence', value: 'CC BY-NC', doaj: 'CC BY' }])
    expect((await sampleJournals()).find((r) => r.id === tropical.id)).toMatchObject({ country: 'India', licence: 'CC BY-NC' })

    const applied = await runImport(changed)
    expect(applied).toMatchObject({ status: 'done', added: 0, updated: 1 })
    const after = (await sampleJournals()).find((r) => r.id === tropical.id)!
    expect(after).toMatchObject({ country: 'Nigeria', licence: 'CC BY-NC', impact_factor: 5.5, slug: tropical.slug })
    expect(after.sources.country!.source).toBe('doaj')
    expect(after.sources.licence!.source).toBe('staff')
    expect((await search('tropical cardiology')).find((j) => j.id === tropical.id)).toMatchObject({ country: 'Nigeria', impactFactor: 5.5 })
  })

  it('lists the DOAJ-listed journals the file no longer names, and leaves them as they are', async () => {
    const only = Buffer.from(sample.toString('utf8').split('\n').filter((line, i) => i === 0 || !line.includes('Community Nursing') || line.startsWith(' ')).join('\n'))
    const dry = await runImport(only, { dryRun: true })
    expect(dry.changes!.missing.some((m) => m.title === 'Sample Archives of Community Nursing')).toBe(true)
    expect(dry.changes!.missingCount).toBeGreaterThanOrEqual(1)
  })

  it('answers the history newest first, and 404 for an import that does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/journals/imports', headers: admin })
    expect(res.statusCode).toBe(200)
    const { imports } = v.parse(JournalImportListResponse, res.json()).data
    expect(imports.length).toBeGreaterThanOrEqual(4)
    expect(imports[0]!.id).toBeGreaterThan(imports[1]!.id)
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/journals/imports/999999999', headers: admin })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/journals/imports/abc', headers: admin })).statusCode).toBe(400)
  })

  it.each([
    ['a CSV with other columns', 'name,issn\nA,1234-5678\n', /columns 'Journal title'.* are missing/],
    ['an empty file', '', /empty/],
    ['a binary file', '\u0000\u0001\u0002PK\u0003\u0004"junk', /not DOAJ's journal CSV/],
  ])('refuses %s at once, queueing and storing nothing', async (_what, content, message) => {
    const before = { journals: await count('journals'), imports: await count('journal_imports'), chunks: await count('journal_import_chunks') }
    const res = await upload(admin, Buffer.from(content))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'not_doaj_csv', message: expect.stringMatching(message) })
    expect({ journals: await count('journals'), imports: await count('journal_imports'), chunks: await count('journal_import_chunks') }).toEqual(before)
  })

  it('refuses uploads that are not a CSV file in the field "file", and a bad dryRun', async () => {
    const imports = await count('journal_imports')
    expect((await upload(admin, sample, { field: 'csv' })).statusCode).toBe(400)
    expect((await t.app.inject({ method: 'POST', url: IMPORT, headers: admin, payload: { file: 'x' } })).statusCode).toBe(415)
    const cut = await t.app.inject({
      method: 'POST',
      url: IMPORT,
      headers: { ...admin, 'content-type': 'multipart/form-data; boundary=abc' },
      payload: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nJournal title,',
    })
    expect(cut.statusCode).toBe(400)
    const none = await t.app.inject({ method: 'POST', url: IMPORT, headers: { ...admin, 'content-type': 'multipart/form-data; boundary=abc' }, payload: '--abc--\r\n' })
    expect(none.statusCode).toBe(400)
    expect((await upload(admin, sample, { url: `${IMPORT}?dryRun=maybe` })).statusCode).toBe(400)
    expect(await count('journal_imports')).toBe(imports)
  })

  it('counts uploads per staff member: the 21st in an hour is refused, another staff member still may', async () => {
    const busy = (await signedInUser(t.db, { role: 'admin' })).headers
    for (let i = 0; i < 20; i++) expect((await t.app.inject({ method: 'POST', url: IMPORT, headers: busy, payload: {} })).statusCode).toBe(415)
    const refused = await upload(busy, sample, { dryRun: true })
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toMatch(/Too many imports/)
    const other = (await signedInUser(t.db, { role: 'admin' })).headers
    expect((await t.app.inject({ method: 'POST', url: IMPORT, headers: other, payload: {} })).statusCode).toBe(415)
  })

  it('is for staff who edit the catalogue only, at both addresses', async () => {
    const imports = await count('journal_imports')
    await expectAdminOnly(
      t,
      [
        ['POST', IMPORT],
        ['POST', `${IMPORT}?dryRun=true`],
        ['GET', '/api/admin/journals/imports'],
        ['GET', '/api/admin/journals/imports/1'],
      ],
      {},
      { permission: 'catalogue.edit' },
    )
    const member = (await signedInUser(t.db)).headers
    for (const url of [IMPORT, FORMER_IMPORT]) {
      expect((await upload({}, sample, { url })).statusCode).toBe(401)
      expect((await upload(member, sample, { url })).statusCode).toBe(403)
      expect((await upload(paidMember, sample, { url })).statusCode).toBe(403)
    }
    expect(await count('journal_imports')).toBe(imports)
  })

  it('still imports at its former address', async () => {
    const result = await runImport(sample, { url: FORMER_IMPORT })
    expect(result).toMatchObject({ status: 'done', rows: 10, skipped: 6 })
  })
})

describe('npm run import:journals', () => {
  it('imports a file into the configured database as DOAJ values and prints a summary with the bad lines', async () => {
    const tropical = (await sampleJournals()).find((r) => r.title === 'Sample Journal of Tropical Cardiology')!
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/import-journals.ts', 'tests/fixtures/doaj-sample.csv'], {
      env: { ...process.env, DATABASE_URL: t.databaseUrl, DATA_DIR: t.filesDir, DEMO_DATA: 'false', LOG_LEVEL: 'silent' },
      timeout: 60_000,
    })
    // The former address put it back to India, as the sample says; the licence staff set stays.
    expect(stdout).toMatch(/10 rows, 0 journals added, 0 updated, 6 rows skipped/)
    expect(stdout).toMatch(/line 5: .*not a valid ISSN/)
    expect(stdout).toMatch(/line 10: .*weeks "soon"/)
    expect((await sampleJournals()).find((r) => r.id === tropical.id)).toMatchObject({ country: 'India', licence: 'CC BY-NC' })
  })

  it('says how to use it when given no file', async () => {
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/import-journals.ts'], { env: { ...process.env, DATABASE_URL: t.databaseUrl } })
    await expect(run).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/Usage: npm run import:journals -- FILE/) })
  })
})

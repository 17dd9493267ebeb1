import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../tests/setup/api-app.ts'
import { likePattern, searchQuery } from './full-text.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('searchQuery', () => {
  it.each([
    ['cardio', "'cardio':*"],
    ['Consultant cardio', "'consult' & 'cardio':*"],
    ['cardiology or neuro', "'cardiolog' | 'neuro':*"],
    ['"heart failure" -surgery', "'heart' <-> 'failur' & !'surgeri'"],
    ['"heart failure"', "'heart' <-> 'failur'"],
    ['covid-19', "'covid' & '-19':*"],
    ['vaccine sars-cov-2', "'vaccin' & ( 'sars-cov' & 'sars' & 'cov' & '2':* | 'sars-cov' & 'sar' & 'cov' & '2':* )"],
    ["o'brien", "'o' & 'brien':*"],
    ['cardiology:*', "'cardiology':* | 'cardiolog':*"],
    ['consultants', "'consultants':* | 'consult':*"],
    // A short word being typed may be the start of a longer one: "the" of therapy, "or" of orthopaedics.
    ['the', "'the':*"],
    ['or', "'or':*"],
    ['the and of', "'of':*"],
    ['Kardiologie Müller', "'kardiologi' & 'müller':*"],
    ['summit admin-5e9a4d23', "'summit' & 'admin-5e9a4d23' & 'admin' & '5e9a4d23':*"],
  ])('reads %j as %s', async (text, query) => {
    expect(await searchQuery(t.db, text)).toBe(query)
  })

  it.each(['Summit admin-5e9a4d23', 'SARS-CoV-2 vaccines', 'covid-19 trial', 'cardiolog'])('finds the text it was typed from, %j', async (text) => {
    const query = await searchQuery(t.db, text)
    const { rows } = await sql<{ found: boolean }>`SELECT to_tsvector('english', ${'Ontario Summit admin-5e9a4d23 on SARS-CoV-2 vaccines, a covid-19 trial in cardiology'}) @@ ${query}::tsquery AS found`.execute(t.db)
    expect(rows[0]!.found).toBe(true)
  })

  it.each(['', '  ', '!!!', '&|!:*()', '""', '-', '<->', 'the -', '"the"', "'", '\\'])('finds nothing to search for in %j', async (text) => {
    expect(await searchQuery(t.db, text)).toBeNull()
  })

  it.each(["a'b\\c", "'; DROP TABLE vacancies; --", '(a | b) & !c:*', 'a<->b', '🫀 cardio', '心脏 病学', '\u0301a', 'x'.repeat(200), '!a '.repeat(60)])(
    'makes a query PostgreSQL reads back from %j',
    async (text) => {
      const query = await searchQuery(t.db, text)
      expect(query).not.toBeNull()
      const { rows } = await sql<{ same: boolean }>`SELECT ${query}::tsquery::text = ${query} AS same`.execute(t.db)
      expect(rows[0]!.same).toBe(true)
    },
  )
})

describe('likePattern', () => {
  it('keeps %, _ and \\ literal', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%')
  })
})

import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VacancyListResponse, VacancyOptionsResponse, type Vacancy } from '../../../contract/vacancies.ts'
import { createTestApp, type ApiClient } from '../../../tests/setup/api-app.ts'
import { createPaidMember, createSession } from '../../seed/factories/accounts.ts'
import { createSubject } from '../../seed/factories/reference.ts'
import { createVacancies, createVacancy, vacancySeed } from '../../seed/factories/vacancies.ts'

// Tests share one database with other files, so every vacancy here is in this file's own subjects and each
// list is filtered by them.
const DAY = 86_400_000
const inDays = (days: number) => new Date(Date.now() + days * DAY)

let t: Awaited<ReturnType<typeof createTestApp>>
let paid: ApiClient
let own: { slug: string; title: string }
let other: { slug: string; title: string }
const option = ({ slug, title }: { slug: string; title: string }) => ({ slug, title })
const made: Record<string, { slug: string; title: string }> = {}

beforeAll(async () => {
  t = await createTestApp()
  paid = t.client({ token: await createSession(t.db, (await createPaidMember(t.db, { features: ['vacancies'] })).id) })
  ;[own, other] = await Promise.all([createSubject(t.db), createSubject(t.db)])
  const vacancies = {
    consultant: { title: 'Consultant in Cardiology', employer: 'Toronto General Hospital', city: 'Toronto', state: 'ontario', qualification: 'md-ms', subjects: ['cardiology', own.slug], closesAt: inDays(5) },
    professor: { title: 'Assistant Professor of Neurology', employer: 'University of Vancouver Faculty of Medicine', city: 'Vancouver', state: 'british-columbia', qualification: 'phd', subjects: ['neurology', own.slug], closesAt: inDays(2) },
    nurse: { title: 'Registered Nurse, Pediatrics', employer: 'Boston Children’s Hospital', city: 'Boston', country: 'united-states', state: 'massachusetts', qualification: 'bsc-nursing', subjects: ['nursing', own.slug], salary: null, closesAt: inDays(10) },
    postdoc: { title: 'Postdoctoral Research Fellow in Cardiology', employer: 'Manipal Institute for Health Research', city: 'Manipal', country: 'india', state: 'karnataka', qualification: 'postdoctoral', subjects: [other.slug], closesAt: inDays(20) },
    closed: { title: 'Consultant in Cardiology (closed)', status: 'closed' as const, subjects: ['cardiology', own.slug], closesAt: inDays(3) },
    past: { title: 'Consultant in Cardiology (past)', subjects: ['cardiology', own.slug], closesAt: new Date(Date.now() - 60_000), postedAt: inDays(-30) },
    draft: { title: 'Consultant in Cardiology (draft)', status: 'draft' as const, subjects: ['cardiology', own.slug], closesAt: inDays(4) },
  }
  for (const [key, overrides] of Object.entries(vacancies)) made[key] = await createVacancy(t.db, overrides)
})
afterAll(() => t.close())

const list = async (query: string, client: ApiClient = paid) => {
  const res = await client.get(`/api/vacancies?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return v.parse(VacancyListResponse, res.json()).data
}
const slugs = (vacancies: Vacancy[]) => vacancies.map((vacancy) => vacancy.slug)
const slugsOf = (...keys: string[]) => keys.map((key) => made[key]!.slug)

describe('GET /api/vacancies', () => {
  it('lists open vacancies that have not closed, soonest closing first, as cards', async () => {
    const { vacancies, hasMore } = await list(`subjects=${own.slug}`, t.guest)
    expect(slugs(vacancies)).toEqual(slugsOf('professor', 'consultant', 'nurse'))
    expect(hasMore).toBe(false)
    expect(vacancies[1]).toMatchObject({
      title: 'Consultant in Cardiology',
      employer: 'Toronto General Hospital',
      link: 'https://careers.example.org/toronto-general/tgh-2026-014',
      subject: { slug: 'cardiology', title: 'Cardiology' },
      subjects: [{ slug: 'cardiology', title: 'Cardiology' }, option(own)],
      qualification: { slug: 'md-ms', title: "Master's (MD/MS)" },
      country: { slug: 'canada', title: 'Canada' },
      state: { slug: 'ontario', title: 'Ontario' },
      city: 'Toronto',
      contract: 'fellowship',
      salary: { min: 8_500_000, max: 9_500_000, currency: 'CAD', period: 'year' },
      status: 'open',
    })
    expect(new Date(vacancies[1]!.closesAt).getTime()).toBeGreaterThan(Date.now())
    expect(vacancies[2]!.salary).toBeNull()
  })

  it('never lists a closed, draft or past vacancy, whatever the filters or search', async () => {
    const hidden = slugsOf('closed', 'past', 'draft')
    for (const query of [`subjects=${own.slug}`, `subjects=${own.slug}&country=canada&state=ontario`, `subjects=${own.slug}&search=consultant cardiology`, 'search=closed', 'search=draft', 'search=past']) {
      expect(slugs((await list(query)).vacancies).filter((slug) => hidden.includes(slug)), query).toEqual([])
    }
  })

  it.each([
    ['country', 'country=canada&subjects=OWN', ['professor', 'consultant']],
    ['country and state', 'country=canada&state=ontario&subjects=OWN', ['consultant']],
    ['qualification', 'qualification=phd&subjects=OWN', ['professor']],
    ['one subject', 'subjects=OTHER', ['postdoc']],
    ['subjects as repeated values', 'subjects=OWN&subjects=OTHER', ['professor', 'consultant', 'nurse', 'postdoc']],
    ['subjects as one comma-separated value', 'subjects=OWN,OTHER', ['professor', 'consultant', 'nurse', 'postdoc']],
    ['everything at once', 'country=canada&state=british-columbia&qualification=phd&subjects=OWN&search=neurology', ['professor']],
    ['filters that nothing matches', 'country=india&subjects=OWN', []],
  ])('filters by %s (OWN and OTHER are this file\'s subjects)', async (_name, query, expected) => {
    const { vacancies } = await list(query.replaceAll('OWN', own.slug).replaceAll('OTHER', other.slug))
    expect(slugs(vacancies)).toEqual(slugsOf(...expected))
  })

  it('pages by 20, with hasMore until the last page', async () => {
    const subject = await createSubject(t.db)
    await createVacancies(t.db, Array.from({ length: 22 }, (_, i) => vacancySeed({ subjects: [subject.slug], closesAt: inDays(1 + i) })))
    const first = await list(`subjects=${subject.slug}`)
    const second = await list(`subjects=${subject.slug}&page=2`)
    expect([first.vacancies.length, first.hasMore, second.vacancies.length, second.hasMore]).toEqual([20, true, 2, false])
    const closing = [...first.vacancies, ...second.vacancies].map((vacancy) => vacancy.closesAt)
    expect(closing).toEqual([...closing].sort())
    expect((await list(`subjects=${subject.slug}&page=3`)).vacancies).toEqual([])
  })

  it('sorts newest posted first when asked, across pages and with words, and soonest closing first by default', async () => {
    const subject = await createSubject(t.db)
    // Posted in the opposite order to their closing, so the two orders differ at every place.
    await createVacancies(t.db, Array.from({ length: 22 }, (_, i) => vacancySeed({ title: `Sorted Lecturer ${i}`, subjects: [subject.slug], closesAt: inDays(1 + i), postedAt: inDays(i - 22) })))
    const titles = async (query: string) => {
      const [first, second] = [await list(`${query}&page=1`), await list(`${query}&page=2`)]
      return [...first.vacancies, ...second.vacancies].map((vacancy) => vacancy.title)
    }
    const soonest = Array.from({ length: 22 }, (_, i) => `Sorted Lecturer ${i}`)
    expect(await titles(`subjects=${subject.slug}`)).toEqual(soonest)
    expect(await titles(`subjects=${subject.slug}&sort=closing`)).toEqual(soonest)
    expect(await titles(`subjects=${subject.slug}&sort=newest`)).toEqual([...soonest].reverse())
    expect(await titles(`subjects=${subject.slug}&sort=newest&search=lecturer`)).toEqual([...soonest].reverse())
  })
})

describe('searching vacancies', () => {
  const search = async (text: string, subjects = `${own.slug},${other.slug}`) =>
    slugs((await list(`subjects=${subjects}&search=${encodeURIComponent(text)}`)).vacancies)

  it('finds words of the title, employer, subjects and city', async () => {
    expect(await search('neurology')).toEqual(slugsOf('professor'))
    expect(await search('Toronto General')).toEqual(slugsOf('consultant'))
    expect(await search('nursing')).toEqual(slugsOf('nurse'))
    expect(await search('manipal')).toEqual(slugsOf('postdoc'))
    expect(await search('consultants')).toEqual(slugsOf('consultant'))
  })

  it('matches the last word as a prefix while typing, the words before it whole', async () => {
    expect(await search('cardio')).toEqual(slugsOf('consultant', 'postdoc'))
    expect(await search('consultant cardio')).toEqual(slugsOf('consultant'))
    expect(await search('Assistant Prof')).toEqual(slugsOf('professor'))
    expect(await search('toro')).toEqual(slugsOf('consultant'))
    // "Consultant" stems to "consult", which "consulta" does not begin.
    expect(await search('consulta')).toEqual(slugsOf('consultant'))
    expect(await search('cardiology -postdoctoral')).toEqual(slugsOf('consultant'))
    expect(await search('"research fellow"')).toEqual(slugsOf('postdoc'))
    expect(await search('cardiology or neurology')).toEqual(slugsOf('professor', 'consultant', 'postdoc'))
  })

  it('keeps the list soonest closing first, wherever the words are found', async () => {
    const subject = await createSubject(t.db)
    const inTitle = await createVacancy(t.db, { title: 'Neurology Registrar', subjects: [subject.slug], closesAt: inDays(9) })
    const inEmployer = await createVacancy(t.db, { title: 'Research Nurse', employer: 'Kingston Neurology Centre', subjects: [subject.slug], closesAt: inDays(1) })
    const alsoTitle = await createVacancy(t.db, { title: 'Neurology Registrar', subjects: [subject.slug], closesAt: inDays(8) })
    expect(await search('neurology', subject.slug)).toEqual([inEmployer.slug, alsoTitle.slug, inTitle.slug])
  })

  it('reads a number after a hyphen as the indexed text has it, whole or half typed', async () => {
    const subject = await createSubject(t.db)
    const covid = await createVacancy(t.db, { title: 'COVID-19 Vaccine Trial Coordinator', subjects: [subject.slug], closesAt: inDays(5) })
    await createVacancy(t.db, { title: 'COVID Ward Nurse, 19 Beds', subjects: [subject.slug], closesAt: inDays(6) })
    for (const text of ['covid-19', 'covid-1', 'COVID-19 vacc', 'vaccine covid-19']) expect(await search(text, subject.slug), text).toEqual([covid.slug])
  })

  it('finds a vacancy whose words are too many for an index entry, on a page the walk fills and one it does not', async () => {
    const subject = await createSubject(t.db)
    const words = (prefix: string, length: number) => Array.from({ length: 40 }, (_, i) => `${prefix}${i.toString(16)}ings`).join(' ').slice(0, length)
    const wordy = await createVacancy(t.db, { title: `Zebrafish ${words('zq', 190)}`, employer: words('vb', 200), city: words('cy', 120), subjects: [subject.slug], closesAt: inDays(1) })
    const stored = await t.db.selectFrom('vacancies').select('index_words').where('id', '=', wordy.id).executeTakeFirstOrThrow()
    expect(stored.index_words).toBeNull()
    // More matches than a page holds, so the first page is the walk's; the second, short, is the text index's.
    const others = (await Promise.all(Array.from({ length: 21 }, (_, i) => createVacancy(t.db, { title: `Zebrafish Laboratory ${i}`, subjects: [subject.slug], closesAt: inDays(2 + i) })))).map((vacancy) => vacancy.slug)
    const first = await list(`subjects=${subject.slug}&search=zebrafish`)
    expect(slugs(first.vacancies)).toEqual([wordy.slug, ...others.slice(0, 19)])
    expect(first.hasMore).toBe(true)
    expect(slugs((await list(`subjects=${subject.slug}&search=zebrafish&page=2`)).vacancies)).toEqual(others.slice(19))
    expect(await search('zq1ings vb2', subject.slug)).toEqual([wordy.slug])
    expect(await search('zebrafish -cy3ings', subject.slug)).toEqual(others.slice(0, 20))
  })

  it.each(['', '   ', '!!!', '&|!:*()', '""', '-', "''", '<->', 'the -'])('treats %j as no search text', async (text) => {
    expect(await search(text)).toEqual(slugsOf('professor', 'consultant', 'nurse', 'postdoc'))
  })

  it.each([
    "cardio'logy",
    'cardiology:*',
    'cardiology & !neurology | (x)',
    '"unclosed phrase',
    'cardiology\\',
    'a:b:c*d',
    '-(-)',
    'covid-19',
    'Müller Kardiologie',
    '心脏病学',
    'कार्डियोलॉजी',
    '🫀',
    '!'.repeat(200),
    'a '.repeat(100),
  ])('answers odd search text %j with a list, never an error', async (text) => {
    await search(text)
  })

  it('refuses search text too long for a search box, or with control characters', async () => {
    for (const text of ['x'.repeat(5000), 'x'.repeat(201), 'cardio\u0000logy', 'cardio\u0007']) {
      const res = await paid.get(`/api/vacancies?search=${encodeURIComponent(text)}`)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ code: 'validation', issues: [expect.objectContaining({ path: 'search' })] })
    }
  })
})

describe('filters that name nothing, and malformed ones', () => {
  const many = Array.from({ length: 10_000 }, (_, i) => `s${i}`)
  it.each([
    ['country=atlantis', 'country', 'Choose a country from the list'],
    ['country=canada&state=atlantis', 'state', 'Choose a state of the chosen country'],
    ['country=canada&state=texas', 'state', 'Choose a state of the chosen country'],
    ['state=ontario', 'state', 'Choose a country first'],
    ['qualification=wizardry', 'qualification', 'Choose a type from the list'],
    ['subjects=cardiology,alchemy', 'subjects', 'Choose subjects from the list'],
    [`subjects=${many.join(',')}`, 'subjects', 'Choose at most 20 subjects'],
    [many.map((slug) => `subjects=${slug}`).join('&'), 'subjects', 'Choose at most 20 subjects'],
    ['subjects=Not%20A%20Slug', 'subjects.0', undefined],
    ['country=%27%20OR%201%3D1', 'country', undefined],
    ['page=-1', 'page', 'Page must be a whole number from 1 to 100'],
    ['page=0', 'page', 'Page must be a whole number from 1 to 100'],
    ['page=101', 'page', 'Page must be a whole number from 1 to 100'],
    ['page=1000000000', 'page', 'Page must be a whole number from 1 to 100'],
    ['page=abc', 'page', 'Page must be a whole number from 1 to 100'],
    ['sort=oldest', 'sort', 'Sort must be one of: closing, newest'],
    ['sort=newest%27%3B%20DROP%20TABLE%20vacancies', 'sort', 'Sort must be one of: closing, newest'],
  ])('answers %s with a 400 naming the field', async (query, path, message) => {
    const res = await t.guest.get(`/api/vacancies?${query}`)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'validation', issues: [expect.objectContaining({ path, ...(message && { message }) })] })
  })
})

describe('filter options', () => {
  const options = async (url: string) => {
    const res = await t.guest.get(url)
    expect(res.statusCode, res.body).toBe(200)
    return v.parse(VacancyOptionsResponse, res.json()).data
  }

  it('lists only countries, states, subjects and types that listed vacancies have', async () => {
    const hiddenSubject = await createSubject(t.db)
    await createVacancy(t.db, { country: 'greenland', state: null, subjects: [hiddenSubject.slug], status: 'closed' })
    await createVacancy(t.db, { country: 'faroe-islands', state: null, subjects: [hiddenSubject.slug], closesAt: new Date(Date.now() - 1000), postedAt: inDays(-9) })

    const countries = await options('/api/vacancies/countries')
    expect(countries).toEqual(expect.arrayContaining([{ slug: 'canada', title: 'Canada' }, { slug: 'india', title: 'India' }]))
    expect(countries.map((c) => c.slug)).not.toContain('greenland')
    expect(countries.map((c) => c.slug)).not.toContain('faroe-islands')
    expect(countries.map((c) => c.title)).toEqual([...countries.map((c) => c.title)].sort((a, b) => a.localeCompare(b)))

    const states = await options('/api/vacancies/countries/canada/states')
    expect(states).toEqual(expect.arrayContaining([{ slug: 'british-columbia', title: 'British Columbia' }, { slug: 'ontario', title: 'Ontario' }]))
    expect(states.map((s) => s.slug)).not.toContain('nunavut')
    expect(await options('/api/vacancies/countries/greenland/states')).toEqual([])

    const subjects = await options('/api/vacancies/subjects')
    expect(subjects).toEqual(expect.arrayContaining([option(own), option(other), { slug: 'cardiology', title: 'Cardiology' }]))
    expect(subjects.map((s) => s.slug)).not.toContain(hiddenSubject.slug)

    const types = await options('/api/vacancies/qualifications')
    expect(types).toEqual(expect.arrayContaining([{ slug: 'phd', title: 'PhD' }, { slug: 'md-ms', title: "Master's (MD/MS)" }]))
  })

  it('answers the states of an unknown country with a 400 naming it', async () => {
    const res = await t.guest.get('/api/vacancies/countries/atlantis/states')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ issues: [{ path: 'country', message: 'Choose a country from the list' }] })
  })
})

import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AdminVacancy } from '../../../../contract/admin-vacancies.ts'
import { signIn } from '../../../test-utils/account.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { Reply, stubApi, type Routes } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'

const lookups = {
  subjects: [
    { id: 1, title: 'Anatomy' },
    { id: 2, title: 'Cardiology' },
  ],
  qualifications: [
    { id: 1, title: 'Postgraduate' },
    { id: 2, title: 'Undergraduate' },
  ],
  professions: [],
  countries: [
    { id: 39, title: 'Canada' },
    { id: 83, title: 'Gibraltar' },
    { id: 101, title: 'India' },
  ],
  eventTypes: [{ id: 1, slug: 'conference', title: 'Conference' }],
  eventModes: [{ id: 1, slug: 'online', title: 'Online' }],
}

const states: Record<string, { id: number; title: string }[]> = {
  '39': [
    { id: 500, title: 'Ontario' },
    { id: 501, title: 'Quebec' },
  ],
  '83': [],
  '101': [{ id: 900, title: 'Kerala' }],
}

const vacancy = (id: number, changes: Partial<AdminVacancy> = {}): AdminVacancy => ({
  id,
  slug: `cardiology-fellow-${id}`,
  title: `Cardiology Fellow ${id}`,
  link: 'https://jobs.example.org/apply',
  employer: 'Toronto General Hospital',
  description: 'A clinical fellowship.',
  city: 'Toronto',
  contract: 'fellowship',
  salary: { min: 8_500_000, max: null, currency: 'CAD', period: 'year' },
  closesAt: '2030-03-31T16:00:00.000Z',
  postedAt: '2030-01-01T09:30:00.000Z',
  reference: 'TGH-7',
  status: 'open',
  subjectIds: [2],
  qualificationId: 1,
  countryId: 39,
  stateId: 500,
  labels: { subjects: ['Cardiology'], qualification: 'Postgraduate', country: 'Canada', state: 'Ontario' },
  ...changes,
})

const page = (vacancies: AdminVacancy[], hasMore = false) => ({ vacancies, hasMore })

function api(routes: Routes = {}) {
  return stubApi({
    'GET /api/admin/lookups': lookups,
    'GET /api/admin/lookups/countries/:id/states': ({ params }) => states[String(params.id)] ?? [],
    'GET /api/admin/vacancies': page([vacancy(2), vacancy(1, { demo: true })]),
    'GET /api/admin/vacancies/:id': ({ params }) => [vacancy(1), vacancy(2)].find((item) => String(item.id) === params.id),
    ...routes,
  })
}

const cards = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent)

describe('Vacancies Management', () => {
  beforeEach(() => {
    stubMatchMedia()
    signIn({ role: 'admin' })
  })

  it('lists the vacancies with their facts, Edit and Delete', async () => {
    api()
    renderApp('/admin-dashboard/vacancies')
    expect(await screen.findByRole('heading', { level: 1, name: 'Vacancy Details' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Add New Vacancy' }).getAttribute('href')).toBe('/admin-dashboard/vacancies/new')
    await waitFor(() => expect(cards()).toEqual(['Cardiology Fellow 2', 'Cardiology Fellow 1']))
    const first = within(screen.getAllByRole('article')[0]!)
    expect(first.getByRole('link', { name: 'Edit Cardiology Fellow 2' }).getAttribute('href')).toBe('/admin-dashboard/vacancies/2/edit')
    expect(first.getByRole('button', { name: 'Delete Cardiology Fellow 2' })).toBeTruthy()
    expect(first.getByText('Toronto, Ontario, Canada')).toBeTruthy()
    expect(first.getByText('Postgraduate, fellowship')).toBeTruthy()
    // A made-up vacancy says so; a real one does not.
    expect(first.queryByText('Made up by the demo data')).toBeNull()
    expect(within(screen.getAllByRole('article')[1]!).getByText('Made up by the demo data')).toBeTruthy()
    expect(screen.getByPlaceholderText('Search vacancies...')).toBeTruthy()
  })

  it('checks a new vacancy with the API’s rules, shows the server’s field messages, then saves it', async () => {
    let answer: Reply = new Reply(400, {
      message: 'Choose a state of the chosen country',
      code: 'validation',
      issues: [
        { path: 'stateId', message: 'Choose a state of the chosen country' },
        { path: 'closesAt', message: 'The closing date must be after the posting date' },
      ],
    })
    const server = api({ 'POST /api/admin/vacancies': () => answer })
    const { router } = renderApp('/admin-dashboard/vacancies/new')
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Vacancy' })).toBeTruthy()
    const state = await screen.findByLabelText('State')
    expect((state as HTMLSelectElement).disabled).toBe(true)

    fireEvent.click(screen.getByRole('button', { name: 'Save vacancy' }))
    expect(await screen.findAllByText('Field required')).toHaveLength(3) // title, employer, closing date
    expect(screen.getByText('Choose at least one subject')).toBeTruthy()
    expect(screen.getByText('Choose a type')).toBeTruthy()
    expect(screen.getByText('Choose a country')).toBeTruthy()
    expect(screen.getByText('Choose a contract type')).toBeTruthy()
    expect(screen.getByText('Enter a valid URL starting with http:// or https://')).toBeTruthy()
    expect(server.sent('POST /api/admin/vacancies')).toEqual([])

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Lecturer in Anatomy' } })
    fireEvent.change(screen.getByLabelText('Employer (university or hospital)'), { target: { value: 'University of Kerala' } })
    fireEvent.click(screen.getByRole('checkbox', { name: 'Anatomy' }))
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: '2' } })
    fireEvent.change(screen.getByLabelText('Contract'), { target: { value: 'permanent' } })
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: '39' } })
    await waitFor(() => expect((screen.getByLabelText('State') as HTMLSelectElement).disabled).toBe(false))
    fireEvent.change(screen.getByLabelText('State'), { target: { value: '501' } })
    // Another country: the state goes back to none.
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: '101' } })
    await waitFor(() => expect(within(screen.getByLabelText('State')).queryByRole('option', { name: 'Kerala' })).toBeTruthy())
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('')
    fireEvent.change(screen.getByLabelText('State'), { target: { value: '900' } })
    fireEvent.change(screen.getByLabelText('Apply link'), { target: { value: 'jobs.example.org' } })
    expect(await screen.findByText('Enter a valid URL starting with http:// or https://')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Apply link'), { target: { value: 'https://jobs.example.org/anatomy' } })
    fireEvent.change(screen.getByLabelText('Closes at'), { target: { value: '2030-06-30T17:00' } })
    fireEvent.click(screen.getByRole('checkbox', { name: 'Not disclosed' }))
    fireEvent.change(screen.getByLabelText('Minimum'), { target: { value: '1200000' } })
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'inr' } })

    fireEvent.click(screen.getByRole('button', { name: 'Save vacancy' }))
    // The server's field messages, each under its field.
    const stateMessage = await screen.findByText('Choose a state of the chosen country')
    expect(screen.getByLabelText('State').getAttribute('aria-describedby')).toContain(stateMessage.id)
    expect(screen.getByText('The closing date must be after the posting date').id).toBe(screen.getByLabelText('Closes at').getAttribute('aria-describedby')?.split(' ').at(-1))

    const [sent] = server.sent('POST /api/admin/vacancies')
    expect(sent).toEqual({
      title: 'Lecturer in Anatomy',
      employer: 'University of Kerala',
      description: '',
      subjectIds: [1],
      qualificationId: 2,
      countryId: 101,
      stateId: 900,
      city: null,
      contract: 'permanent',
      salary: { min: 120_000_000, max: null, currency: 'INR', period: 'year' },
      closesAt: new Date('2030-06-30T17:00').toISOString(),
      reference: null,
      link: 'https://jobs.example.org/anatomy',
      status: 'open',
    })

    answer = new Reply(201, { data: vacancy(3, { title: 'Lecturer in Anatomy' }), message: 'Vacancy created.' })
    fireEvent.click(screen.getByRole('button', { name: 'Save vacancy' }))
    expect(await screen.findByText('Vacancy created.')).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard/vacancies'))
  })

  it('opens an edit filled from the item, and sends only what changed', async () => {
    const server = api({
      'PATCH /api/admin/vacancies/:id': () => new Reply(200, { data: vacancy(1, { title: 'Senior Cardiology Fellow' }), message: 'Vacancy updated.' }),
    })
    const { router } = renderApp('/admin-dashboard/vacancies')
    fireEvent.click(await screen.findByRole('link', { name: 'Edit Cardiology Fellow 1' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Vacancy' })).toBeTruthy()
    const title = (await screen.findByLabelText('Title')) as HTMLInputElement
    expect(title.value).toBe('Cardiology Fellow 1')
    expect((screen.getByLabelText('Employer (university or hospital)') as HTMLInputElement).value).toBe('Toronto General Hospital')
    expect((screen.getByRole('checkbox', { name: 'Cardiology' }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('39')
    await waitFor(() => expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('500'))
    expect((screen.getByLabelText('Minimum') as HTMLInputElement).value).toBe('85000')
    expect((screen.getByLabelText('Closes at') as HTMLInputElement).value).toBe(localInput('2030-03-31T16:00:00.000Z'))
    expect((screen.getByLabelText('Reference (optional)') as HTMLInputElement).value).toBe('TGH-7')

    fireEvent.change(title, { target: { value: 'Senior Cardiology Fellow' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save vacancy' }))
    expect(await screen.findByText('Vacancy updated.')).toBeTruthy()
    expect(server.sent('PATCH /api/admin/vacancies/1')).toEqual([{ title: 'Senior Cardiology Fellow' }])
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard/vacancies'))
  })
})

const pad = (n: number) => String(n).padStart(2, '0')
function localInput(iso: string) {
  const d = new Date(iso)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

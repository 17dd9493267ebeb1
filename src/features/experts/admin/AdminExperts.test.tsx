import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { expertMessages, type AdminExpert } from '../../../../contract/admin-experts.ts'
import { descriptionOf, signIn } from '../../../test-utils/account.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { Reply, stubApi, type Routes } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'

const lookups = {
  subjects: [
    { id: 1, title: 'Anatomy' },
    { id: 2, title: 'Cardiology' },
    { id: 3, title: 'Epidemiology' },
  ],
  qualifications: [
    { id: 10, title: 'MPH' },
    { id: 11, title: 'PhD' },
  ],
  professions: [
    { id: 20, title: 'Professor' },
    { id: 21, title: 'Researcher' },
  ],
  countries: [],
  eventTypes: [],
  eventModes: [],
}

const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

const expert = (n: number, changes: Partial<AdminExpert> = {}): AdminExpert => ({
  id: idOf(n),
  name: `Dr. Expert ${n}`,
  email: `expert${n}@example.org`,
  image: null,
  bio: 'Epidemiologist.',
  qualificationId: 11,
  professionId: 20,
  subjectIds: [3],
  languages: ['English', 'Hindi'],
  orcid: null,
  verified: false,
  verifiedAt: null,
  listed: true,
  demo: false,
  helpedCount: 4,
  responseTimeMinutes: 45,
  labels: { qualification: 'PhD', profession: 'Professor', subjects: ['Epidemiology'] },
  ...changes,
})

const page = (experts: AdminExpert[], hasMore = false) => ({ experts, hasMore })

function api(routes: Routes = {}) {
  return stubApi({
    'GET /api/admin/lookups': lookups,
    'GET /api/admin/experts': page([expert(2), expert(1)]),
    'GET /api/admin/experts/:id': ({ params }) => [expert(1), expert(2)].find((item) => item.id === params.id),
    ...routes,
  })
}

const cards = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent)
const cardOf = (name: string) => within(screen.getAllByRole('article').find((article) => within(article).getByRole('heading').textContent === name)!)
const facts = (name: string) => Object.fromEntries(cardOf(name).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]))

describe('Expert Management', () => {
  beforeEach(() => {
    stubMatchMedia()
    signIn({ role: 'admin' })
  })

  it('lists every expert with whether they are listed and verified, and searches on the server', async () => {
    const server = api({
      'GET /api/admin/experts': ({ request }) => {
        const search = new URL(request.url).searchParams.get('search')
        if (!search) return page([expert(2, { listed: false }), expert(1, { verified: true, verifiedAt: '2030-01-05T10:00:00.000Z', orcid: '0000-0002-1825-0097' })])
        return search === 'expert1' ? page([expert(1)]) : page([])
      },
    })
    const { router } = renderApp('/admin-dashboard/experts')
    expect(await screen.findByRole('heading', { level: 1, name: 'Expert Profiles' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Add Expert' }).getAttribute('href')).toBe('/admin-dashboard/experts/new')
    await waitFor(() => expect(cards()).toEqual(['Dr. Expert 2', 'Dr. Expert 1']))
    expect(cardOf('Dr. Expert 2').getByText('Not listed')).toBeTruthy()
    expect(cardOf('Dr. Expert 2').getByText('expert2@example.org')).toBeTruthy()
    expect(cardOf('Dr. Expert 1').getByText('Listed')).toBeTruthy()
    expect(facts('Dr. Expert 1')).toEqual({
      Verified: 'Yes, since 5 Jan 2030',
      SME: 'Epidemiology',
      Education: 'PhD',
      Profession: 'Professor',
      Languages: 'English, Hindi',
      'ORCID iD': '0000-0002-1825-0097',
      Helped: '4 members',
      'Typical reply': '45 minutes',
    })
    expect(facts('Dr. Expert 2').Verified).toBe('No')
    const second = cardOf('Dr. Expert 2')
    expect(second.getByRole('link', { name: 'Edit Dr. Expert 2' }).getAttribute('href')).toBe(`/admin-dashboard/experts/${idOf(2)}/edit`)
    expect(second.getByRole('button', { name: 'Verify Dr. Expert 2' })).toBeTruthy()
    expect(second.getByRole('button', { name: 'List Dr. Expert 2' })).toBeTruthy()
    expect(cardOf('Dr. Expert 1').getByRole('button', { name: 'Unverify Dr. Expert 1' })).toBeTruthy()
    expect(cardOf('Dr. Expert 1').getByRole('button', { name: 'Unlist Dr. Expert 1' })).toBeTruthy()

    fireEvent.change(screen.getByPlaceholderText('Search experts by name or email...'), { target: { value: 'expert1' } })
    await waitFor(() => expect(cards()).toEqual(['Dr. Expert 1']))
    expect(router.state.location.search).toEqual({ search: 'expert1' })
    expect(server.requests.some(({ url }) => url.pathname === '/api/admin/experts' && url.searchParams.get('search') === 'expert1')).toBe(true)
    fireEvent.change(screen.getByPlaceholderText('Search experts by name or email...'), { target: { value: 'nobody' } })
    expect(await screen.findByText('No experts found')).toBeTruthy()
  })

  it('verifies and lists an expert with one click each, and says so', async () => {
    let current = expert(1, { listed: false })
    const server = api({
      'GET /api/admin/experts': () => page([current]),
      'PATCH /api/admin/experts/:id': async ({ request }) => {
        const patch = (await request.json()) as Partial<AdminExpert>
        current = { ...current, ...patch, verifiedAt: patch.verified ? '2030-02-01T00:00:00.000Z' : current.verifiedAt }
        return new Reply(200, { data: current, message: 'Expert updated.' })
      },
    })
    renderApp('/admin-dashboard/experts')
    fireEvent.click(await screen.findByRole('button', { name: 'Verify Dr. Expert 1' }))
    expect(await screen.findByText('Dr. Expert 1 is verified.')).toBeTruthy()
    await waitFor(() => expect(facts('Dr. Expert 1').Verified).toBe('Yes, since 1 Feb 2030'))
    fireEvent.click(screen.getByRole('button', { name: 'List Dr. Expert 1' }))
    expect(await screen.findByText('Dr. Expert 1 is listed in the directory.')).toBeTruthy()
    await waitFor(() => expect(cardOf('Dr. Expert 1').getByText('Listed')).toBeTruthy())
    expect(server.requests.filter((r) => r.method === 'PATCH').map((r) => [r.path, r.body])).toEqual([
      [`/api/admin/experts/${idOf(1)}`, { verified: true }],
      [`/api/admin/experts/${idOf(1)}`, { listed: true }],
    ])
  })

  it('says a demo expert is made up, and offers no way to verify them', async () => {
    api({ 'GET /api/admin/experts': page([expert(3, { demo: true })]), 'GET /api/admin/experts/:id': expert(3, { demo: true }) })
    renderApp('/admin-dashboard/experts')
    await waitFor(() => expect(cards()).toEqual(['Dr. Expert 3']))
    expect(facts('Dr. Expert 3')).toMatchObject({ Verified: 'No', Demo: 'Made up by the demo data' })
    expect(cardOf('Dr. Expert 3').queryByRole('button', { name: 'Verify Dr. Expert 3' })).toBeNull()
    expect(cardOf('Dr. Expert 3').getByRole('button', { name: 'Unlist Dr. Expert 3' })).toBeTruthy()

    fireEvent.click(cardOf('Dr. Expert 3').getByRole('link', { name: 'Edit Dr. Expert 3' }))
    const verified = (await screen.findByRole('checkbox', { name: 'Verified: never, as a demo profile is a made-up person' })) as HTMLInputElement
    expect(verified.disabled).toBe(true)
    expect(verified.checked).toBe(false)
  })

  it('takes the expert role away only once the admin confirms', async () => {
    let left = [expert(2), expert(1)]
    const server = api({
      'GET /api/admin/experts': () => page(left),
      'DELETE /api/admin/experts/:id': ({ params }) => {
        left = left.filter((item) => item.id !== params.id)
        return new Reply(200, { data: null, message: 'The expert role was removed.' })
      },
    })
    renderApp('/admin-dashboard/experts')
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Dr. Expert 2' }))
    let dialog = within(await screen.findByRole('alertdialog', { name: 'Remove the expert role?' }))
    expect(dialog.getByText(/Dr\. Expert 2 becomes a member again and leaves Connect to Expert/)).toBeTruthy()
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(server.requested()).not.toContain(`DELETE /api/admin/experts/${idOf(2)}`)

    fireEvent.click(screen.getByRole('button', { name: 'Remove Dr. Expert 2' }))
    dialog = within(await screen.findByRole('alertdialog'))
    fireEvent.click(dialog.getByRole('button', { name: 'Remove' }))
    expect(await screen.findByText('The expert role was removed.')).toBeTruthy()
    await waitFor(() => expect(cards()).toEqual(['Dr. Expert 1']))
  })

  it('makes a member an expert by email, with the field’s messages, and opens their profile', async () => {
    let answer: Reply = new Reply(409, { code: 'already_expert', message: expertMessages.alreadyExpert, issues: [{ path: 'email', message: expertMessages.alreadyExpert }] })
    const server = api({ 'POST /api/admin/experts': () => answer })
    const { router } = renderApp('/admin-dashboard/experts/new')
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Expert' })).toBeTruthy()
    const email = screen.getByLabelText('Email')
    fireEvent.click(screen.getByRole('button', { name: 'Save expert' }))
    expect(await screen.findByText('Field required')).toBeTruthy()
    fireEvent.change(email, { target: { value: 'not-an-email' } })
    await waitFor(() => expect(descriptionOf(email)).toContain('Invalid email address'))
    expect(server.sent('POST /api/admin/experts')).toEqual([])

    fireEvent.change(email, { target: { value: 'expert2@example.org' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save expert' }))
    await waitFor(() => expect(descriptionOf(email)).toContain(expertMessages.alreadyExpert))

    answer = new Reply(201, { data: expert(2), message: 'Dr. Expert 2 is now an expert.' })
    fireEvent.change(email, { target: { value: ' Expert2@Example.org ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save expert' }))
    expect(await screen.findByText('Dr. Expert 2 is now an expert.')).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin-dashboard/experts/${idOf(2)}/edit`))
    expect(server.sent('POST /api/admin/experts')).toEqual([{ email: 'expert2@example.org' }, { email: 'expert2@example.org' }])
    expect(await screen.findByLabelText('Name')).toBeTruthy()
  })

  it('opens the edit form filled from the expert, checks it with the API’s rules and sends only what changed', async () => {
    const server = api({ 'PATCH /api/admin/experts/:id': () => new Reply(200, { data: expert(1), message: 'Expert updated.' }) })
    const { router } = renderApp(`/admin-dashboard/experts/${idOf(1)}/edit`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Expert' })).toBeTruthy()
    const name = (await screen.findByLabelText('Name')) as HTMLInputElement
    expect(screen.getByText('expert1@example.org')).toBeTruthy()
    expect(name.value).toBe('Dr. Expert 1')
    expect((screen.getByLabelText('Education') as HTMLSelectElement).value).toBe('11')
    expect((screen.getByLabelText('Profession') as HTMLSelectElement).value).toBe('20')
    expect((screen.getByLabelText('Languages') as HTMLInputElement).value).toBe('English, Hindi')
    expect((screen.getByLabelText('Bio') as HTMLTextAreaElement).value).toBe('Epidemiologist.')
    expect((screen.getByRole('checkbox', { name: 'Epidemiology' }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole('checkbox', { name: /^Verified/ }) as HTMLInputElement).checked).toBe(false)
    expect((screen.getByRole('checkbox', { name: 'Listed under Connect to Expert' }) as HTMLInputElement).checked).toBe(true)

    const orcid = screen.getByLabelText('ORCID iD (optional)')
    fireEvent.change(name, { target: { value: '  ' } })
    fireEvent.change(orcid, { target: { value: '0000-0002-1825-0098' } })
    fireEvent.change(screen.getByLabelText('Languages'), { target: { value: 'English, <b>' } })
    fireEvent.click(screen.getByRole('checkbox', { name: 'Epidemiology' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save expert' }))
    await waitFor(() => expect(descriptionOf(orcid)).toContain(expertMessages.orcidCheck))
    expect(descriptionOf(name)).toContain('Field required')
    expect(descriptionOf(screen.getByLabelText('Languages'))).toContain('A language is a name such as English, at most 40 characters')
    expect(screen.getByText('Choose at least one subject')).toBeTruthy()
    fireEvent.change(orcid, { target: { value: '0000-0002' } })
    await waitFor(() => expect(descriptionOf(orcid)).toContain(expertMessages.orcid))
    expect(server.requests.some((r) => r.method === 'PATCH')).toBe(false)

    fireEvent.change(name, { target: { value: 'Dr. Expert One' } })
    fireEvent.change(orcid, { target: { value: '0000-0002-1694-233x' } })
    fireEvent.change(screen.getByLabelText('Languages'), { target: { value: 'English, Hindi, Tamil' } })
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cardiology' }))
    fireEvent.click(screen.getByRole('checkbox', { name: /^Verified/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Save expert' }))
    expect(await screen.findByText('Expert updated.')).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard/experts'))
    expect(server.requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([
      { name: 'Dr. Expert One', orcid: '0000-0002-1694-233X', languages: ['English', 'Hindi', 'Tamil'], subjectIds: [2], verified: true },
    ])
  })

  it('says an expert that is no longer there, or an address that names none, is not found', async () => {
    api()
    renderApp(`/admin-dashboard/experts/${idOf(9)}/edit`)
    expect(await screen.findByText('Expert not found')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to the list' }).getAttribute('href')).toBe('/admin-dashboard/experts')
  })

  it('does not ask the server about an address that cannot name an expert', async () => {
    const server = api()
    renderApp('/admin-dashboard/experts/42/edit')
    expect(await screen.findByText('Expert not found')).toBeTruthy()
    expect(server.requested().filter((r) => r.startsWith('GET /api/admin/experts/'))).toEqual([])
  })
})

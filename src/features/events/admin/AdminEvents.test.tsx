import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AdminEvent } from '../../../../contract/admin-events.ts'
import { signIn } from '../../../test-utils/account.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { pagedListRoute, Reply, stubApi, type Routes } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'

const lookups = {
  subjects: [{ id: 2, title: 'Cardiology' }],
  qualifications: [],
  professions: [],
  countries: [
    { id: 39, title: 'Canada' },
    { id: 83, title: 'Gibraltar' },
  ],
  eventTypes: [
    { id: 1, slug: 'conference', title: 'Conference' },
    { id: 3, slug: 'webinar', title: 'Webinar' },
    { id: 4, slug: 'workshop', title: 'Workshop' },
    { id: 5, slug: 'course', title: 'Course' },
  ],
  eventModes: [
    { id: 1, slug: 'in-person', title: 'In person' },
    { id: 2, slug: 'online', title: 'Online' },
    { id: 3, slug: 'hybrid', title: 'Hybrid' },
  ],
}

const states: Record<string, { id: number; title: string }[]> = { '39': [{ id: 500, title: 'Ontario' }], '83': [] }

const event = (id: number, changes: Partial<AdminEvent> = {}): AdminEvent => ({
  id,
  slug: `heart-congress-${id}abcdefg`.slice(0, 30),
  title: `Heart Congress ${id}`,
  description: 'Keynotes and posters.',
  organiser: 'Heart Society',
  link: 'https://events.example.org/heart',
  subjectId: 2,
  typeId: 1,
  modeId: 1,
  countryId: 39,
  stateId: 500,
  city: 'Toronto',
  venue: 'Convention Centre',
  startsAt: '2030-06-10T09:00:00-04:00',
  endsAt: '2030-06-12T17:00:00-04:00',
  timeZone: 'America/Toronto',
  deadlines: [{ kind: 'abstract', at: '2030-03-01T23:59:59-12:00', anywhereOnEarth: true }],
  cmeCredits: 12.5,
  status: 'published',
  labels: { subject: 'Cardiology', type: 'Conference', mode: 'In person', country: 'Canada', state: 'Ontario' },
  ...changes,
})

const page = (events: AdminEvent[], hasMore = false) => ({ events, hasMore })

function api(routes: Routes = {}) {
  return stubApi({
    'GET /api/admin/lookups': lookups,
    'GET /api/admin/lookups/countries/:id/states': ({ params }) => states[String(params.id)] ?? [],
    'GET /api/admin/events': page([event(2), event(1, { modeId: 2, countryId: null, stateId: null, city: null, venue: null, status: 'cancelled', labels: { ...event(1).labels, mode: 'Online', country: null, state: null } })]),
    'GET /api/admin/events/:id': ({ params }) => [event(1), event(2)].find((item) => String(item.id) === params.id),
    ...routes,
  })
}

/** The exact moment a wall time with its offset names, as the form sends it. */
const instant = (iso: string) => new Date(iso).toISOString()

const cards = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent)
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement

describe('Events Management', () => {
  beforeEach(() => {
    stubMatchMedia()
    signIn({ role: 'admin' })
  })

  it('lists every event with its status, place and Edit', async () => {
    api()
    renderApp('/admin-dashboard/events')
    expect(await screen.findByRole('heading', { level: 1, name: 'Event Details' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Add New Event' }).getAttribute('href')).toBe('/admin-dashboard/events/new')
    await waitFor(() => expect(cards()).toEqual(['Heart Congress 2', 'Heart Congress 1']))
    const [published, cancelled] = screen.getAllByRole('article').map((card) => within(card))
    expect(published!.getByText('Published')).toBeTruthy()
    expect(published!.getByText('Toronto, Ontario, Canada')).toBeTruthy()
    expect(published!.getByRole('link', { name: 'Edit Heart Congress 2' }).getAttribute('href')).toBe('/admin-dashboard/events/2/edit')
    expect(cancelled!.getByText('Cancelled')).toBeTruthy()
    expect(cancelled!.getByText('Online')).toBeTruthy()
  })

  it('sends a new event’s times in its own time zone, an Anywhere-on-Earth deadline as that day’s end, and no place when online', async () => {
    let answer: Reply = new Reply(400, {
      message: 'A deadline must fall before the event ends',
      code: 'validation',
      issues: [{ path: 'deadlines.1.at', message: 'A deadline must fall before the event ends' }],
    })
    const server = api({ 'POST /api/admin/events': () => answer })
    const { router } = renderApp('/admin-dashboard/events/new')
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Event' })).toBeTruthy()

    fireEvent.click(await screen.findByRole('button', { name: 'Save event' }))
    expect(await screen.findByText('Choose a subject')).toBeTruthy()
    expect(screen.getByText('Choose a type')).toBeTruthy()
    expect(screen.getByText('Choose a mode')).toBeTruthy()
    expect(screen.getAllByText('Field required')).toHaveLength(4) // title, organiser, start, end
    expect(server.sent('POST /api/admin/events')).toEqual([])

    fireEvent.change(field('Title'), { target: { value: 'Cardiac Imaging Webinar' } })
    fireEvent.change(field('Organiser'), { target: { value: 'Heart Society' } })
    fireEvent.change(field('Subject'), { target: { value: '2' } })
    fireEvent.change(field('Type'), { target: { value: '3' } })
    fireEvent.change(field('Country'), { target: { value: '39' } })
    fireEvent.change(field('City (optional)'), { target: { value: 'Toronto' } })
    // Online: the place goes, and is not sent.
    fireEvent.change(field('Mode'), { target: { value: '2' } })
    await waitFor(() => expect(screen.queryByLabelText('Country')).toBeNull())
    expect(screen.queryByLabelText('City (optional)')).toBeNull()

    fireEvent.change(field('Time zone'), { target: { value: 'America/Toronto' } })
    expect(screen.getAllByText('In Toronto time').length).toBeGreaterThan(0)
    fireEvent.change(field('Starts at'), { target: { value: '2030-06-10T09:00' } })
    fireEvent.change(field('Ends at'), { target: { value: '2030-06-10T08:00' } })
    fireEvent.change(field('Event link'), { target: { value: 'https://events.example.org/webinar' } })
    fireEvent.change(field('CME/CPD credits (optional)'), { target: { value: '1.5' } })
    const aoe = screen.getAllByRole('checkbox', { name: 'Anywhere on Earth' })
    fireEvent.click(aoe[0]!)
    fireEvent.change(field('Abstract submission'), { target: { value: '2030-03-01' } })
    fireEvent.change(field('Early registration'), { target: { value: '2030-05-01T12:00' } })

    fireEvent.click(screen.getByRole('button', { name: 'Save event' }))
    expect(await screen.findByText('The end must not be before the start')).toBeTruthy()
    expect(server.sent('POST /api/admin/events')).toEqual([])
    fireEvent.change(field('Ends at'), { target: { value: '2030-06-10T11:30' } })

    fireEvent.click(screen.getByRole('button', { name: 'Save event' }))
    // The server names the second deadline sent: early registration, under its own box.
    const message = await screen.findByText('A deadline must fall before the event ends')
    expect(field('Early registration').getAttribute('aria-describedby')).toContain(message.id)
    expect(server.sent('POST /api/admin/events')).toEqual([
      {
        title: 'Cardiac Imaging Webinar',
        organiser: 'Heart Society',
        description: '',
        subjectId: 2,
        typeId: 3,
        modeId: 2,
        countryId: null,
        stateId: null,
        city: null,
        venue: null,
        timeZone: 'America/Toronto',
        startsAt: instant('2030-06-10T09:00:00-04:00'),
        endsAt: instant('2030-06-10T11:30:00-04:00'),
        deadlines: [
          { kind: 'abstract', at: instant('2030-03-01T23:59:59-12:00'), anywhereOnEarth: true },
          { kind: 'early-registration', at: instant('2030-05-01T12:00:00-04:00'), anywhereOnEarth: false },
        ],
        link: 'https://events.example.org/webinar',
        cmeCredits: 1.5,
        status: 'published',
      },
    ])

    answer = new Reply(201, { data: event(3), message: 'Event created.' })
    fireEvent.click(screen.getByRole('button', { name: 'Save event' }))
    expect(await screen.findByText('Event created.')).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard/events'))
  })

  it('opens an edit with its times on the event’s own clock, and sends only what changed', async () => {
    const server = api({ 'PATCH /api/admin/events/:id': () => new Reply(200, { data: event(2), message: 'Event updated.' }) })
    const { router } = renderApp('/admin-dashboard/events/2/edit')
    await waitFor(() => expect(field('Title').value).toBe('Heart Congress 2'))
    expect(field('Time zone').value).toBe('America/Toronto')
    expect(field('Starts at').value).toBe('2030-06-10T09:00')
    expect(field('Ends at').value).toBe('2030-06-12T17:00')
    expect(field('Abstract submission').value).toBe('2030-03-01')
    expect(field('Abstract submission').type).toBe('date')
    await waitFor(() => expect(field('State').value).toBe('500'))
    expect(field('CME/CPD credits (optional)').value).toBe('12.5')

    fireEvent.change(field('Starts at'), { target: { value: '2030-06-10T10:00' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save event' }))
    expect(await screen.findByText('Event updated.')).toBeTruthy()
    expect(server.sent('PATCH /api/admin/events/2')).toEqual([{ startsAt: instant('2030-06-10T10:00:00-04:00') }])
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard/events'))
  })
})

describe('Courses Management', () => {
  beforeEach(() => {
    stubMatchMedia()
    signIn({ role: 'admin' })
  })

  it('lists only the course types, with their credits, and adds a course choosing among them', async () => {
    const course = event(7, { title: 'Biostatistics Course', typeId: 5, cmeCredits: 8, labels: { ...event(7).labels, type: 'Course' } })
    const list = pagedListRoute(() => page([course]))
    const server = api({ 'GET /api/admin/events': list.route, 'POST /api/admin/events': () => new Reply(201, { data: course, message: 'Event created.' }) })
    const { router } = renderApp('/admin-dashboard/courses')
    expect(await screen.findByRole('heading', { level: 1, name: 'Courses and Workshops' })).toBeTruthy()
    await waitFor(() => expect(cards()).toEqual(['Biostatistics Course']))
    expect(list.lists).toEqual([{ query: 'kind=courses', page: 1 }])
    const card = within(screen.getByRole('article'))
    expect(card.getByText('8')).toBeTruthy()
    expect(card.getByRole('link', { name: 'Edit Biostatistics Course' }).getAttribute('href')).toBe('/admin-dashboard/courses/7/edit')

    fireEvent.click(screen.getByRole('link', { name: 'Add New Course' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Course' })).toBeTruthy()
    const types = [...(await screen.findByLabelText('Type')).querySelectorAll('option')].map((option) => option.textContent)
    expect(types).toEqual(['Select type', 'Workshop', 'Course'])
    fireEvent.change(field('Title'), { target: { value: 'Biostatistics Course' } })
    fireEvent.change(field('Organiser'), { target: { value: 'Heart Society' } })
    fireEvent.change(field('Subject'), { target: { value: '2' } })
    fireEvent.change(field('Type'), { target: { value: '5' } })
    fireEvent.change(field('Mode'), { target: { value: '2' } })
    fireEvent.change(field('Starts at'), { target: { value: '2030-06-10T09:00' } })
    fireEvent.change(field('Ends at'), { target: { value: '2030-06-10T11:30' } })
    fireEvent.change(field('Event link'), { target: { value: 'https://events.example.org/course' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save course' }))
    expect(await screen.findByText('Event created.')).toBeTruthy()
    expect(server.sent('POST /api/admin/events')).toEqual([expect.objectContaining({ title: 'Biostatistics Course', typeId: 5 })])
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard/courses'))
  })
})

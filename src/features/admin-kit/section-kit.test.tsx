import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { planMessages } from '../../../contract/admin-plans.ts'
import { signIn } from '../../test-utils/account.ts'
import { stubIntersectionObserver } from '../../test-utils/intersection-observer.ts'
import { stubMatchMedia } from '../../test-utils/media.ts'
import { pagedListRoute, Reply, serverError } from '../../test-utils/network.ts'
import { renderApp } from '../../test-utils/render-app.tsx'
import { cardTitles, free, page, plan, plansApi, plus, retired } from '../../test-utils/plans.ts'
import { SECTION_DENIED_MESSAGE } from '../admin/staff-access.ts'

// What every section declared with the kit does, shown through one of them (Plan Management): its list page, cards,
// delete confirmation, New and Edit pages, and who may open it. Each section's own tests keep what is its own.


describe('an admin section on the kit', () => {
  beforeEach(() => {
    stubMatchMedia()
    signIn({ role: 'admin' })
  })

  it('lists the items as cards with Edit and Delete under the heading and Add button, and searches on the server', async () => {
    const server = plansApi({
      'GET /api/admin/plans': ({ request }) => {
        const search = new URL(request.url).searchParams.get('search')
        if (!search) return page([free, plus, retired])
        return search === 'yearly' ? page([retired]) : page([])
      },
    })
    const { router } = renderApp('/admin-dashboard/plans')
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan Details' })).toBeTruthy()
    expect(document.title).toContain('Plan Management')
    expect(screen.getByRole('link', { name: 'Add New Plan' }).getAttribute('href')).toBe('/admin-dashboard/plans/new')
    await waitFor(() => expect(cardTitles()).toEqual(['Access For Free', 'Scholar Plus 2', 'Scholar Yearly']))
    const second = within(screen.getAllByRole('article')[1]!)
    expect(second.getByRole('link', { name: 'Edit Scholar Plus 2' }).getAttribute('href')).toBe('/admin-dashboard/plans/2/edit')
    expect(second.getByRole('button', { name: 'Delete Scholar Plus 2' })).toBeTruthy()

    // Typed text reaches the address and the server once typing pauses, not letter by letter.
    const box = screen.getByRole('searchbox', { name: 'Search plans' })
    expect(box.getAttribute('placeholder')).toBe('Search plans...')
    fireEvent.change(box, { target: { value: 'y' } })
    fireEvent.change(box, { target: { value: 'yearly ' } })
    await waitFor(() => expect(cardTitles()).toEqual(['Scholar Yearly']))
    expect(router.state.location.search).toEqual({ search: 'yearly' })
    expect(server.requests.filter(({ url }) => url.pathname === '/api/admin/plans').map(({ url }) => url.searchParams.get('search'))).toEqual([null, 'yearly'])

    fireEvent.change(box, { target: { value: 'nothing' } })
    fireEvent.submit(box)
    expect(await screen.findByText('No plans found')).toBeTruthy()
    expect(cardTitles()).toEqual([])
  })

  it('fills the search box from the address, so a reload or a link shows the same list', async () => {
    const server = plansApi()
    renderApp('/admin-dashboard/plans?search=yearly')
    expect(((await screen.findByRole('searchbox', { name: 'Search plans' })) as HTMLInputElement).value).toBe('yearly')
    await waitFor(() => expect(server.requests.some(({ url }) => url.searchParams.get('search') === 'yearly')).toBe(true))
  })

  it('says it is loading, then shows the server’s refusal and tries again', async () => {
    let release: (reply: Reply) => void = () => {}
    let calls = 0
    plansApi({
      'GET /api/admin/plans': () => (calls++ === 0 ? new Promise<Reply>((resolve) => (release = resolve)) : new Reply(200, { data: page([free]) })),
    })
    renderApp('/admin-dashboard/plans')
    expect(await screen.findByText('Loading plans...')).toBeTruthy()
    expect(cardTitles()).toEqual([])
    release(serverError())
    expect(await screen.findByText('We could not load the plans.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(cardTitles()).toEqual(['Access For Free']))
  })

  it('loads the next page when the end of the list comes into view', async () => {
    const observer = stubIntersectionObserver()
    const { route, lists } = pagedListRoute((params) => (params.get('page') === '1' ? page([free, plus], true) : page([retired])))
    plansApi({ 'GET /api/admin/plans': route })
    renderApp('/admin-dashboard/plans')
    await waitFor(() => expect(cardTitles()).toEqual(['Access For Free', 'Scholar Plus 2']))
    observer.scrollIntoView()
    await waitFor(() => expect(cardTitles()).toEqual(['Access For Free', 'Scholar Plus 2', 'Scholar Yearly']))
    expect(lists.map(({ page: n }) => n)).toEqual([1, 2])
    expect(await screen.findByText('No more plans to load.')).toBeTruthy()
  })

  it('deletes an item only once confirmed, and keeps one the server refuses to delete with its reason', async () => {
    let left = [free, plus, retired]
    const server = plansApi({
      'GET /api/admin/plans': () => page(left),
      'DELETE /api/admin/plans/:id': ({ params }) => {
        if (params.id === '2') return new Reply(409, { code: 'plan_in_use', message: planMessages.inUse })
        left = left.filter((item) => item.id !== Number(params.id))
        return new Reply(200, { data: null, message: 'Plan deleted.' })
      },
    })
    renderApp('/admin-dashboard/plans')
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Scholar Yearly' }))
    let dialog = within(await screen.findByRole('alertdialog', { name: 'Delete this plan?' }))
    expect(dialog.getByText('“Scholar Yearly” leaves the admin list and the plans page. This cannot be undone.')).toBeTruthy()
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(server.requested()).not.toContain('DELETE /api/admin/plans/3')

    fireEvent.click(screen.getByRole('button', { name: 'Delete Scholar Plus 2' }))
    dialog = within(await screen.findByRole('alertdialog'))
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText(planMessages.inUse)).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(cardTitles()).toEqual(['Access For Free', 'Scholar Plus 2', 'Scholar Yearly'])

    fireEvent.click(screen.getByRole('button', { name: 'Delete Scholar Yearly' }))
    dialog = within(await screen.findByRole('alertdialog'))
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Plan deleted.')).toBeTruthy()
    await waitFor(() => expect(cardTitles()).toEqual(['Access For Free', 'Scholar Plus 2']))
    expect(server.requested()).toContain('DELETE /api/admin/plans/3')
  })

  it('shows the server’s field messages on the New page under their fields, then saves and goes back to the list', async () => {
    let answer = new Reply(400, { code: 'validation', message: 'A plan with this title exists', issues: [{ path: 'title', message: 'A plan with this title exists' }] })
    const server = plansApi({ 'POST /api/admin/plans': () => answer })
    const { router } = renderApp('/admin-dashboard/plans/new')
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Plan' })).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Scholar Plus 2' } })
    fireEvent.change(screen.getByLabelText('Badge'), { target: { value: 'For teams' } })
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '0' } })
    fireEvent.click(screen.getByRole('checkbox', { name: 'Events' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }))
    const message = await screen.findByText('A plan with this title exists')
    expect(screen.getByLabelText('Title').getAttribute('aria-describedby')).toContain(message.id)
    expect(router.state.location.pathname).toBe('/admin-dashboard/plans/new')

    answer = new Reply(201, { data: plan(4, { title: 'Scholar Team' }), message: 'Plan created.' })
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Scholar Team' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }))
    expect(await screen.findByText('Plan created.')).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard/plans'))
    expect(server.sent('POST /api/admin/plans').map((body) => (body as { title: string }).title)).toEqual(['Scholar Plus 2', 'Scholar Team'])
  })

  it('opens an edit by its address, filled from the item, and sends only what changed', async () => {
    const server = plansApi({
      'PATCH /api/admin/plans/:id': () => new Reply(200, { data: plan(2, { price: 199_900 }), message: 'Plan updated.' }),
    })
    const { router } = renderApp('/admin-dashboard/plans/2/edit')
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Plan' })).toBeTruthy()
    const price = (await screen.findByLabelText('Price')) as HTMLInputElement
    expect(price.value).toBe('1799')
    expect(server.requested()).toContain('GET /api/admin/plans/2')

    fireEvent.change(price, { target: { value: '1999' } })
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'retired' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }))
    expect(await screen.findByText('Plan updated.')).toBeTruthy()
    expect(server.sent('PATCH /api/admin/plans/2')).toEqual([{ price: 199_900, status: 'retired' }])
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard/plans'))
  })

  it('says an item that is not there is not found, and an address that names none is not asked for', async () => {
    const server = plansApi()
    const { router } = renderApp('/admin-dashboard/plans/99/edit')
    expect(await screen.findByText('Plan not found')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to the list' }).getAttribute('href')).toBe('/admin-dashboard/plans')
    expect(server.requested()).toContain('GET /api/admin/plans/99')

    await router.navigate({ to: '/admin-dashboard/$section/$id/edit', params: { section: 'plans', id: 'first' } })
    expect(await screen.findByText('Plan not found')).toBeTruthy()
    expect(server.requested()).not.toContain('GET /api/admin/plans/first')
  })

  it('goes back to the list on Cancel, sending nothing', async () => {
    const server = plansApi()
    const { router } = renderApp('/admin-dashboard/plans/new')
    fireEvent.click(await screen.findByRole('link', { name: 'Cancel' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard/plans'))
    expect(server.requested().filter((request) => !request.startsWith('GET'))).toEqual([])
  })
})

describe('a staff member with some permissions', () => {
  beforeEach(() => {
    stubMatchMedia()
    // A role that may manage plans and nothing else, as Role Management makes them.
    signIn({ role: 'plan-keeper', roleName: 'Plan keeper', permissions: ['plans.manage'] })
  })

  it('sees only the sections they may open', async () => {
    plansApi()
    renderApp('/admin-dashboard')
    const nav = within(await screen.findByRole('navigation', { name: 'Admin sections' }))
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard', 'Profile Management', 'Plan Management'])
  })

  it('is sent to the Dashboard with a message from a section or page they may not open', async () => {
    const server = plansApi()
    const { router } = renderApp('/admin-dashboard/vacancies')
    expect(await screen.findByText(SECTION_DENIED_MESSAGE)).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard'))

    await router.navigate({ to: '/admin-dashboard/plans/payments' })
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard'))
    await router.navigate({ to: '/admin-dashboard/$section', params: { section: 'plans' } })
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan Details' })).toBeTruthy()
    expect(server.requested().filter((request) => request.includes('vacancies') || request.includes('payments'))).toEqual([])
  })
})

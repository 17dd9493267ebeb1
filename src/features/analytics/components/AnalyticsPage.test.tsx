import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AnalyticsReport } from '../../../../contract/analytics.ts'
import { addDays } from '../../../lib/figures.ts'
import { descriptionOf, signIn } from '../../../test-utils/account.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { serverError, stubApi, type Reply } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'
import * as fixtures from '../../../test-utils/analytics.ts'

const JANUARY = '/admin-dashboard/analytics?from=2030-01-01&to=2030-01-30'

/** The reports API, answering each report by its name in the path (a CSV when asked for one). */
function stubReports(answers: Partial<Record<AnalyticsReport, object | Reply>>) {
  return stubApi({
    'GET /api/admin/analytics/:report': ({ request, params }) =>
      new URL(request.url).searchParams.get('format') === 'csv'
        ? new Response('day,visitors\n2030-01-01,5\n', { headers: { 'content-type': 'text/csv' } })
        : answers[params.report as AnalyticsReport],
  })
}

/** Each report asked for, as `overview?from=...&to=...`, in order. */
const asked = (server: ReturnType<typeof stubApi>) =>
  server.requests.filter((sent) => sent.path.startsWith('/api/admin/analytics/')).map((sent) => `${sent.path.split('/').at(-1)}?${sent.url.searchParams}`)

const report = (name: string) => within(screen.getByRole('region', { name }))
/** The report once it is on screen. */
const shown = async (name: string) => within(await screen.findByRole('region', { name }))

/** A figure card's number and change, as read. */
const figure = (region: string, label: string) => {
  const term = report(region).getByText(label, { selector: 'dt' })
  return [...term.parentElement!.querySelectorAll('dd')].map((dd) => dd.textContent)
}

/** A table's body rows, each as its cells' text. */
const rowsOf = (table: HTMLElement) => [...table.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => cell.textContent))

describe('Analytics & Reporting', () => {
  beforeEach(() => {
    stubMatchMedia()
    signIn({ role: 'admin' })
  })
  afterEach(() => vi.restoreAllMocks())

  it('shows the overview’s figures with their change against the period before, and its chart with the values as a table', async () => {
    const server = stubReports({ overview: fixtures.overview() })
    renderApp(JANUARY)
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics & Reporting' })).toBeTruthy()
    await (await shown('Overview')).findByText('Visitors', { selector: 'dt' })
    expect(asked(server)).toEqual(['overview?from=2030-01-01&to=2030-01-30'])

    expect(figure('Overview', 'Visitors')).toEqual(['150', '▲ up 50% from 100 in the 30 days before'])
    expect(figure('Overview', 'Views')).toEqual(['400', '■ the same as 400 in the 30 days before'])
    expect(figure('Overview', 'Sign-ups')).toEqual(['12: see who joined in these dates in User Management', '▼ down 25% from 16 in the 30 days before'])
    expect(figure('Overview', 'Purchases')).toEqual(['3: see the completed payments in these dates', '▲ up from 0 in the 30 days before'])
    expect(figure('Overview', 'Revenue (INR)')).toEqual(['₹4,497.00: see the completed payments in these dates', '▲ up 50% from ₹2,998.00 in the 30 days before'])

    const chart = report('Visitors and views per day')
    expect(chart.getByRole('img').getAttribute('aria-label')).toBe('154 visitors and 407 views from 1 Jan to 30 Jan; the most visitors, 9, on 30 Jan.')
    const table = chart.getByRole('table', { name: 'Visitors and views per day, by day' })
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Day', 'Visitors', 'Views'])
    expect(rowsOf(table)).toHaveLength(30)
    expect(rowsOf(table).at(-1)).toEqual(['30 Jan', '9', '30'])
  })

  it('opens the lists behind the numbers: sign-ups in User Management for the same dates, purchases in Payments', async () => {
    stubReports({ overview: fixtures.overview() })
    renderApp(JANUARY)
    const signUps = await screen.findByRole('link', { name: '12: see who joined in these dates in User Management' })
    expect(signUps.getAttribute('href')).toBe('/admin-dashboard/users?joinedFrom=2030-01-01&joinedTo=2030-01-30')
    const purchases = screen.getByRole('link', { name: '3: see the completed payments in these dates' })
    expect(purchases.getAttribute('href')).toBe('/admin-dashboard/plans/payments?status=captured&from=2030-01-01&to=2030-01-30')
  })

  it('downloads each report as CSV for the same dates, with the staff member’s sign-in', async () => {
    const server = stubReports({ overview: fixtures.overview() })
    URL.createObjectURL = vi.fn(() => 'blob:analytics')
    URL.revokeObjectURL = vi.fn()
    const saved: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
    renderApp(JANUARY)
    await (await shown('Overview')).findByText('Visitors', { selector: 'dt' })
    const csv = await screen.findByRole('link', { name: 'Download CSV of overview' })
    expect(csv.getAttribute('href')).toBe('/api/admin/analytics/overview?from=2030-01-01&to=2030-01-30&format=csv')

    fireEvent.click(csv)
    await waitFor(() => expect(saved).toEqual(['analytics-overview-2030-01-01-to-2030-01-30.csv']))
    const download = server.requests.find((sent) => sent.url.searchParams.get('format') === 'csv')!
    expect(download.headers.get('authorization')).toBe('Bearer test-token')
  })

  it('reads the dates from the address, opens on the last 30 days up to today, and asks again for the dates chosen', async () => {
    const server = stubReports({ overview: fixtures.overview() })
    const { router } = renderApp('/admin-dashboard/analytics')
    const today = new Date().toISOString().slice(0, 10)
    await (await shown('Overview')).findByText('Visitors', { selector: 'dt' })
    expect(asked(server)).toEqual([`overview?from=${addDays(today, -29)}&to=${today}`])
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe(addDays(today, -29))
    expect(screen.getByRole('link', { name: 'Last 30 days' }).getAttribute('aria-current')).toBe('true')

    fireEvent.click(screen.getByRole('link', { name: 'Last 7 days' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ from: addDays(today, -6), to: today }))
    await waitFor(() => expect(asked(server).at(-1)).toBe(`overview?from=${addDays(today, -6)}&to=${today}`))

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2030-01-01' } })
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2030-01-10' } })
    fireEvent.click(screen.getByRole('button', { name: 'Show' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ from: '2030-01-01', to: '2030-01-10' }))
    await waitFor(() => expect(asked(server).at(-1)).toBe('overview?from=2030-01-01&to=2030-01-10'))
    await waitFor(() => expect(figure('Overview', 'Visitors')).toEqual(['150', '▲ up 50% from 100 in the 10 days before']))
  })

  it('says what is wrong with the dates under the date to change, and asks for no report', async () => {
    const server = stubReports({ overview: fixtures.overview() })
    const { router } = renderApp('/admin-dashboard/analytics?from=2030-02-01&to=2030-01-01')
    const to = await screen.findByLabelText('To')
    expect(to.getAttribute('aria-invalid')).toBe('true')
    expect(descriptionOf(to)).toBe('The end date must be on or after the start date')
    expect(screen.getByText('Choose the dates again')).toBeTruthy()

    await router.navigate({ to: '/admin-dashboard/analytics', search: { from: 'last week', to: '2030-01-01' } })
    await waitFor(() => expect(descriptionOf(screen.getByLabelText('From'))).toBe('Enter a date as YYYY-MM-DD'))

    await router.navigate({ to: '/admin-dashboard/analytics', search: { from: '2026-01-01', to: '2030-01-01' } })
    await waitFor(() => expect(descriptionOf(screen.getByLabelText('To'))).toBe('Choose a range of at most 732 days'))
    expect(asked(server)).toEqual([])
  })

  it('lists the screens, the referring sites and the devices with their views, visitors and change', async () => {
    stubReports({ screens: fixtures.screens(), referrers: fixtures.referrers(), devices: fixtures.devices() })
    renderApp(`${JANUARY}&report=screens`)
    const screensTable = await (await shown('Screens')).findByRole('table', { name: 'Most viewed screens' })
    expect(within(screensTable).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Screen', 'Views', 'Visitors', 'Change in views against the 30 days before'])
    expect(rowsOf(screensTable)).toEqual([
      ['/vacancy', '120', '80', 'up 20%'],
      ['/', '90', '70', 'new'],
      ['/vacancy/$slug', '60', '40', 'same'],
    ])
    expect(figure('Screens', 'Views per visitor')).toEqual(['2.67', '▼ down 11% from 3 in the 30 days before'])
    expect(rowsOf(await (await shown('Referring sites')).findByRole('table', { name: 'Where visitors came from' }))).toEqual([
      ['No other site', '300', '110', 'up 20%'],
      ['www.google.com', '80', '30', 'down 20%'],
    ])
    expect(rowsOf(await (await shown('Devices and browsers')).findByRole('table', { name: 'Devices' }))).toEqual([
      ['Phones', '250', '100', 'up 25%'],
      ['Desktops', '150', '50', 'up 50%'],
    ])
  })

  it('says when there are no views in the dates, and when a report could not be loaded', async () => {
    const empty = { views: { current: 0, previous: 0 }, visitors: { current: 0, previous: 0 }, daily: fixtures.everyDay(() => ({ visitors: 0, views: 0 })) }
    stubReports({ overview: fixtures.overview(empty), screens: fixtures.screens({ screens: [] }), referrers: fixtures.referrers({ referrers: [] }), devices: serverError() })
    const { router } = renderApp(JANUARY)
    expect(await (await shown('Overview')).findByText('No views in these dates yet.')).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Visitors and views per day' })).toBeNull()

    await router.navigate({ to: '/admin-dashboard/analytics', search: { from: '2030-01-01', to: '2030-01-30', report: 'screens' } })
    expect(await (await shown('Screens')).findByText('No views in these dates yet.')).toBeTruthy()
    expect(await (await shown('Referring sites')).findByText('No views in these dates yet.')).toBeTruthy()
    expect(await (await shown('Devices and browsers')).findByText('We could not load devices and browsers.')).toBeTruthy()
    expect(report('Devices and browsers').getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('shows the funnel’s steps with the share of the step before as a percentage', async () => {
    stubReports({ funnel: fixtures.funnel() })
    renderApp(`${JANUARY}&report=funnel`)
    const steps = within(await (await shown('Funnel')).findByRole('list'))
    expect(steps.getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      'Visitors1,000up 25% from 800 in the 30 days before',
      'Signed up50: see who joined in these dates in User Management5% of visitorsup 25% from 40 in the 30 days before',
      'Verified their email4080% of sign-upsthe same as 40 in the 30 days before',
      'Made a first purchase1025% of verified membersdown 16.7% from 12 in the 30 days before',
    ])
    expect(steps.getByRole('link').getAttribute('href')).toBe('/admin-dashboard/users?joinedFrom=2030-01-01&joinedTo=2030-01-30')
    const chart = report('Sign-ups per day')
    expect(within(chart.getByRole('table')).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Day', 'Sign-ups', 'Verified sign-ups'])
    expect(rowsOf(chart.getByRole('table'))[0]).toEqual(['1 Jan', '5', '4'])
  })

  it('lists the searches per directory, and those that found nothing', async () => {
    stubReports({ searches: fixtures.searches() })
    renderApp(`${JANUARY}&report=searches`)
    const none = await (await shown('Searches')).findByRole('table', { name: 'Searches with no results' })
    expect(rowsOf(none)).toEqual([['Journal finder'], ['astrology', '2'], ['Vacancies'], ['zzyzx quokka', '3']])
    expect(rowsOf(report('Searches').getByRole('table', { name: 'Most searched' }))).toEqual([['Journal finder'], ['cardiology', '12', '0'], ['Vacancies'], ['lecturer', '9', '1']])
    expect(figure('Searches', 'Searches that found nothing')).toEqual(['6', '▼ down 25% from 8 in the 30 days before'])
  })

  it('keeps the report shown in the address, as links', async () => {
    const server = stubReports({ overview: fixtures.overview(), revenue: fixtures.revenue(), community: fixtures.community(), chat: fixtures.chat() })
    const { router } = renderApp(JANUARY)
    await (await shown('Overview')).findByText('Visitors', { selector: 'dt' })
    const tabs = within(screen.getByRole('navigation', { name: 'Reports' }))
    fireEvent.click(tabs.getByRole('link', { name: 'Revenue' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ from: '2030-01-01', to: '2030-01-30', report: 'revenue' }))
    expect(tabs.getByRole('link', { name: 'Revenue' }).getAttribute('aria-current')).toBe('page')
    expect(rowsOf(await (await shown('Revenue')).findByRole('table', { name: 'By plan' }))).toEqual([['Scholar Plus', '3', '₹4,497.00']])
    expect(rowsOf(report('Revenue').getByRole('table', { name: 'By month' }))).toEqual([['Jan 2030', '3', '₹4,497.00']])
    expect(figure('Revenue', 'Refunds')).toEqual(['1', '▲ up from 0 in the 30 days before'])

    fireEvent.click(tabs.getByRole('link', { name: 'Community & chat' }))
    expect(await (await shown('Chat')).findByRole('link', { name: '14: open Chat Management' })).toBeTruthy()
    expect(screen.getByRole('link', { name: '14: open Chat Management' }).getAttribute('href')).toBe('/admin-dashboard/chats')
    expect(figure('Chat', 'Median wait for a first answer')).toEqual(['45 min', '▼ down 50% from 1 h 30 min in the 30 days before'])
    expect(report('Posts and comments per day').getByRole('table', { name: 'Posts and comments per day, by day' })).toBeTruthy()
    expect(asked(server)).toEqual(['overview?from=2030-01-01&to=2030-01-30', 'revenue?from=2030-01-01&to=2030-01-30', 'community?from=2030-01-01&to=2030-01-30', 'chat?from=2030-01-01&to=2030-01-30'])
  })
})

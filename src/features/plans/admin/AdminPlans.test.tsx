import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { planMessages, type AdminPayment } from '../../../../contract/admin-plans.ts'
import { cardTitles, plan, plansApi } from '../../../test-utils/plans.ts'
import { signIn } from '../../../test-utils/account.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { Reply } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'

const payment = (id: string, changes: Partial<AdminPayment> = {}): AdminPayment => ({
  id,
  createdAt: '2030-01-05T10:00:00.000Z',
  updatedAt: '2030-01-05T10:01:00.000Z',
  member: { name: 'Dr. Kavya Menon', email: 'kavya@example.org' },
  planTitle: 'Scholar Plus',
  amount: 179_900,
  currency: 'INR',
  status: 'captured',
  paypalOrderId: '5O190127TN364715T',
  captureId: '3C679366HH908993F',
  failure: null,
  ...changes,
})

const facts = (title: string) => {
  const card = screen.getAllByRole('article').find((article) => within(article).getByRole('heading').textContent === title)!
  return Object.fromEntries(within(card).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]))
}

describe('Plan Management', () => {
  beforeEach(() => {
    stubMatchMedia()
    signIn({ role: 'admin' })
  })

  it('lists the plans with their facts, and the way to their payments', async () => {
    plansApi()
    renderApp('/admin-dashboard/plans')
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan Details' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Add New Plan' }).getAttribute('href')).toBe('/admin-dashboard/plans/new')
    expect(screen.getByRole('link', { name: 'Payments' }).getAttribute('href')).toBe('/admin-dashboard/plans/payments')
    await waitFor(() => expect(cardTitles()).toEqual(['Access For Free', 'Scholar Plus 2', 'Scholar Yearly']))
    expect(facts('Access For Free')).toEqual({ Price: 'Free', Duration: 'Free forever', Features: 'Templates', Position: '0', Members: '0', Payments: '0' })
    expect(facts('Scholar Plus 2')).toEqual({
      Price: '₹1,799.00',
      Duration: '6 months',
      Features: 'Journal Finder, Vacancies',
      Position: '2',
      Members: '3',
      Payments: '5',
    })
    const [, second, third] = screen.getAllByRole('article').map((card) => within(card))
    expect(second!.getByText('Offered')).toBeTruthy()
    expect(second!.getByText('Most popular')).toBeTruthy()
    expect(second!.getByRole('link', { name: 'Edit Scholar Plus 2' }).getAttribute('href')).toBe('/admin-dashboard/plans/2/edit')
    expect(second!.getByRole('button', { name: 'Delete Scholar Plus 2' })).toBeTruthy()
    expect(third!.getByText('Retired')).toBeTruthy()
    expect(facts('Scholar Yearly').Duration).toBe('1 year')
  })

  it('checks a new plan with the API’s rules, each message under its field, and sends nothing until it passes', async () => {
    const server = plansApi({
      'POST /api/admin/plans': () => new Reply(201, { data: plan(4, { title: 'Scholar Max' }), message: 'Plan created.' }),
    })
    const { router } = renderApp('/admin-dashboard/plans/new')
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Plan' })).toBeTruthy()
    expect((screen.getByLabelText('Currency') as HTMLSelectElement).value).toBe('INR')
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('offered')

    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }))
    expect(await screen.findAllByText('Field required')).toHaveLength(3) // title, badge, price
    expect(screen.getByText('Choose at least one feature')).toBeTruthy()
    const featuresMessage = screen.getByText('Choose at least one feature')
    expect(screen.getByRole('group', { name: 'Features' }).getAttribute('aria-describedby')).toContain(featuresMessage.id)

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Scholar Max' } })
    fireEvent.change(screen.getByLabelText('Badge'), { target: { value: 'For teams' } })
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '1799.505' } })
    expect(await screen.findByText('Enter the price in INR, such as 1799 or 1799.50')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '2,499.50' } })
    fireEvent.click(screen.getByRole('checkbox', { name: 'Journal Finder' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Events' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }))
    // A paid plan without a duration: the contract's rule, under the duration.
    const durationMessage = await screen.findByText('A paid plan needs a duration')
    expect(screen.getByLabelText('Duration (months)').getAttribute('aria-describedby')).toContain(durationMessage.id)
    expect(server.sent('POST /api/admin/plans')).toEqual([])

    fireEvent.change(screen.getByLabelText('Duration (months)'), { target: { value: '12' } })
    fireEvent.change(screen.getByLabelText('Position'), { target: { value: '4' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }))
    expect(await screen.findByText('Plan created.')).toBeTruthy()
    expect(server.sent('POST /api/admin/plans')).toEqual([
      {
        title: 'Scholar Max',
        description: 'For teams',
        price: 249_950,
        currency: 'INR',
        durationMonths: 12,
        featureSlugs: ['journal-finder', 'events'],
        position: 4,
        status: 'offered',
      },
    ])
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard/plans'))
  })

  it('reads a price in the currency’s own units: yen have none below one', async () => {
    const server = plansApi({ 'POST /api/admin/plans': () => new Reply(201, { data: plan(4), message: 'Plan created.' }) })
    renderApp('/admin-dashboard/plans/new')
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Scholar Japan' } })
    fireEvent.change(screen.getByLabelText('Badge'), { target: { value: 'Tokyo' } })
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'JPY' } })
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '1799.50' } })
    fireEvent.change(screen.getByLabelText('Duration (months)'), { target: { value: '6' } })
    fireEvent.click(screen.getByRole('checkbox', { name: 'Templates' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }))
    expect(await screen.findByText('Enter the price in whole JPY, such as 1799')).toBeTruthy()
    expect(server.sent('POST /api/admin/plans')).toEqual([])

    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '1799' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }))
    expect(await screen.findByText('Plan created.')).toBeTruthy()
    expect(server.sent('POST /api/admin/plans')).toMatchObject([{ price: 1799, currency: 'JPY', durationMonths: 6 }])
  })

  it('says a free plan never ends, in the contract’s words', async () => {
    const server = plansApi()
    renderApp('/admin-dashboard/plans/new')
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Free Trial' } })
    fireEvent.change(screen.getByLabelText('Badge'), { target: { value: 'Free' } })
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '0' } })
    fireEvent.change(screen.getByLabelText('Duration (months)'), { target: { value: '1' } })
    fireEvent.click(screen.getByRole('checkbox', { name: 'Templates' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }))
    expect(await screen.findByText(planMessages.freeHasNoDuration)).toBeTruthy()
    expect(server.sent('POST /api/admin/plans')).toEqual([])
  })

  it('opens an edit filled from the plan', async () => {
    plansApi()
    renderApp('/admin-dashboard/plans')
    fireEvent.click(await screen.findByRole('link', { name: 'Edit Scholar Plus 2' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Plan' })).toBeTruthy()
    const price = (await screen.findByLabelText('Price')) as HTMLInputElement
    expect(price.value).toBe('1799')
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Scholar Plus 2')
    expect((screen.getByLabelText('Badge') as HTMLInputElement).value).toBe('Most popular')
    expect((screen.getByLabelText('Duration (months)') as HTMLInputElement).value).toBe('6')
    expect((screen.getByRole('checkbox', { name: 'Journal Finder' }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole('checkbox', { name: 'Events' }) as HTMLInputElement).checked).toBe(false)
    expect((screen.getByLabelText('Position') as HTMLInputElement).value).toBe('2')
  })

  it('lists the payments, newest first, and finds one by a PayPal id or the days of its last change', async () => {
    const captured = payment('order-1')
    const failed = payment('order-2', {
      member: { name: 'Dr. Arjun Nair', email: 'arjun@example.org' },
      planTitle: 'Scholar Pro',
      amount: 299_900,
      status: 'failed',
      paypalOrderId: '8MC585209K746392H',
      captureId: null,
      failure: 'INSTRUMENT_DECLINED',
    })
    const server = plansApi({
      'GET /api/admin/payments': ({ request }) => {
        const search = new URL(request.url).searchParams.get('search')
        const payments = search ? [failed, captured].filter((item) => item.paypalOrderId === search) : [failed, captured]
        return { payments, hasMore: false }
      },
    })
    const { router } = renderApp('/admin-dashboard/plans')
    fireEvent.click(await screen.findByRole('link', { name: 'Payments' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeTruthy()
    await waitFor(() => expect(cardTitles()).toEqual(['Dr. Arjun Nair', 'Dr. Kavya Menon']))
    expect(facts('Dr. Arjun Nair')).toEqual({
      Plan: 'Scholar Pro',
      Amount: '₹2,999.00',
      Date: new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(failed.createdAt)),
      'Last change': new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(failed.updatedAt)),
      'PayPal order': '8MC585209K746392H',
      Failure: 'INSTRUMENT_DECLINED',
    })
    expect(facts('Dr. Kavya Menon')).toMatchObject({ Capture: '3C679366HH908993F' })
    const [first, second] = screen.getAllByRole('article').map((card) => within(card))
    expect(first!.getByText('Failed')).toBeTruthy()
    expect(first!.getByText('arjun@example.org')).toBeTruthy()
    expect(second!.getByText('Captured')).toBeTruthy()
    expect(first!.queryByRole('button')).toBeNull()

    fireEvent.change(screen.getByPlaceholderText('Search by email or PayPal id...'), { target: { value: '5O190127TN364715T' } })
    await waitFor(() => expect(cardTitles()).toEqual(['Dr. Kavya Menon']))
    expect(router.state.location.search).toEqual({ search: '5O190127TN364715T' })
    expect(server.requests.some(({ url }) => url.pathname === '/api/admin/payments' && url.searchParams.get('search') === '5O190127TN364715T')).toBe(true)

    fireEvent.change(screen.getByLabelText('Changed from'), { target: { value: '2026-03-01' } })
    fireEvent.change(screen.getByLabelText('Changed to'), { target: { value: '2026-03-31' } })
    await waitFor(() => expect(router.state.location.search).toEqual({ search: '5O190127TN364715T', from: '2026-03-01', to: '2026-03-31' }))
    await waitFor(() => {
      const last = server.requests.filter(({ url }) => url.pathname === '/api/admin/payments').at(-1)!.url.searchParams
      expect([last.get('from'), last.get('to')]).toEqual(['2026-03-01', '2026-03-31'])
    })

    fireEvent.change(screen.getByPlaceholderText('Search by email or PayPal id...'), { target: { value: 'nobody' } })
    expect(await screen.findByText('No payments found')).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: 'Back to Plan Management' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard/plans'))
  })
})

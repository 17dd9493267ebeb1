import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { Reply, serverError, stubApi } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'
import { descriptionOf, lookups } from '../../../test-utils/account.ts'

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const subjects = () => screen.getByRole('group', { name: 'Subjects' })
const shownSubjects = () => within(subjects()).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Profile' }))

async function fillIn() {
  fireEvent.change(await screen.findByLabelText('Name'), { target: { value: ' Asha Rao ' } })
  fireEvent.change(field('Email'), { target: { value: 'Asha@Example.com' } })
  fireEvent.change(field('Password'), { target: { value: 'secret-1' } })
  fireEvent.change(field('Qualification'), { target: { value: '1' } })
  fireEvent.change(field('Profession'), { target: { value: '2' } })
  fireEvent.click(within(subjects()).getByLabelText('Anatomy'))
  fireEvent.click(within(subjects()).getByLabelText('Cardiology'))
}

describe('sign-up page', () => {
  beforeEach(() => stubMatchMedia())
  afterEach(() => vi.unstubAllGlobals())

  it('says what is missing under each field and checks formats as they are corrected', async () => {
    const api = stubApi(lookups)
    renderApp('/register')
    expect(await screen.findByRole('heading', { name: 'Create your Profile' })).toBeTruthy()
    submit()
    await waitFor(() => expect(descriptionOf(field('Name'))).toBe('Field required'))
    for (const label of ['Email', 'Password', 'Qualification', 'Profession']) expect(descriptionOf(field(label))).toBe('Field required')
    expect(descriptionOf(subjects())).toContain('Choose at least one subject')

    fireEvent.change(field('Email'), { target: { value: 'asha@' } })
    fireEvent.change(field('Password'), { target: { value: '12345' } })
    expect(descriptionOf(field('Email'))).toBe('Invalid email address')
    expect(descriptionOf(field('Password'))).toBe('Password must be at least 8 characters long')
    expect(api.sent('POST /api/register')).toEqual([])
  })

  it('checks a select as soon as it changes, before any submit', async () => {
    stubApi(lookups)
    renderApp('/register')
    const profession = await screen.findByLabelText('Profession')
    fireEvent.change(profession, { target: { value: '1' } })
    expect(descriptionOf(profession)).toBe('')
    fireEvent.change(profession, { target: { value: '' } })
    expect(descriptionOf(profession)).toBe('Field required')
    expect(descriptionOf(field('Name'))).toBe('')
  })

  it('narrows the subjects with the filter and keeps chosen ones in view', async () => {
    stubApi(lookups)
    renderApp('/register')
    fireEvent.click(within(await screen.findByRole('group', { name: 'Subjects' })).getByLabelText('Anatomy'))
    expect(descriptionOf(subjects())).toBe('Chosen: Anatomy')

    fireEvent.change(field('Filter subjects'), { target: { value: 'CARDIO' } })
    expect(shownSubjects()).toEqual(['Anatomy', 'Cardiology'])
    fireEvent.change(field('Filter subjects'), { target: { value: 'zoology' } })
    expect(shownSubjects()).toEqual(['Anatomy'])
    expect(descriptionOf(subjects())).toBe('No subjects match “zoology”. Chosen: Anatomy')
  })

  it('names the chosen subjects, not only how many', async () => {
    stubApi(lookups)
    renderApp('/register')
    expect(descriptionOf(await screen.findByRole('group', { name: 'Subjects' }))).toBe('No subjects chosen')
    fireEvent.click(within(subjects()).getByLabelText('Cardiology'))
    fireEvent.click(within(subjects()).getByLabelText('Anatomy'))
    // In the list's order, whatever the order of the clicks.
    expect(descriptionOf(subjects())).toBe('Chosen: Anatomy, Cardiology')
  })

  it('sends the profile, then says in the page where the link went and what to do next', async () => {
    const text = 'We sent a verification link to asha@example.com. Open it within 24 hours to activate your account.'
    const api = stubApi({ ...lookups, 'POST /api/register': new Reply(201, { data: { title: 'Check your email', text } }) })
    renderApp('/register')
    await fillIn()
    submit()

    const heading = await screen.findByRole('heading', { level: 1, name: 'Check your email' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(api.sent('POST /api/register').at(-1)).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      password: 'secret-1',
      qualificationId: 1,
      professionId: 2,
      subjectIds: [1, 4],
    })
    // The server's sentence, with the address in bold; said once, in the page, not in a passing toast.
    expect(screen.getByText('asha@example.com', { selector: 'strong' }).parentElement?.textContent).toBe(text)
    expect(screen.getAllByText('Check your email')).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 2, name: 'What to do next' })).toBeTruthy()
    expect(screen.getByText(/^Open the email from Scholar Hub and follow its link/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Resend the link' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Use another address' })).toBeTruthy()
    // No empty form under it.
    expect(screen.queryByLabelText('Name')).toBeNull()
    expect((screen.getByRole('link', { name: 'Login' })).getAttribute('href')).toBe('/login')
  })

  it('resends the link to the address just given and shows the answer, or the refusal', async () => {
    const sentAgain = 'If that account still needs verifying, we have sent a new link to its email address.'
    const tooMany = 'Too many emails to this address. Please try again in 15 minutes.'
    let answers = 0
    const api = stubApi({
      ...lookups,
      'POST /api/register': new Reply(201, { data: { title: 'Check your email', text: 'We sent a verification link to asha@example.com.' } }),
      'POST /api/resend-verification': () =>
        ++answers === 1 ? new Reply(200, { data: null, message: sentAgain }) : new Reply(429, { code: 'rate_limited', message: tooMany }),
    })
    renderApp('/register')
    await fillIn()
    submit()
    fireEvent.click(await screen.findByRole('button', { name: 'Resend the link' }))
    // Told in the live region, so a screen reader reads it out.
    expect((await screen.findByText(sentAgain)).closest('[role="status"]')).toBeTruthy()
    expect(api.sent('POST /api/resend-verification')).toEqual([{ email: 'asha@example.com' }])

    fireEvent.click(screen.getByRole('button', { name: 'Resend the link' }))
    expect((await screen.findByText(tooMany)).closest('[role="status"]')).toBeTruthy()
    expect(screen.queryByText(sentAgain)).toBeNull()
  })

  it('goes back to the form for another address, keeping everything else that was typed', async () => {
    stubApi({
      ...lookups,
      'POST /api/register': new Reply(201, { data: { title: 'Check your email', text: 'We sent a verification link to asha@example.com.' } }),
    })
    renderApp('/register')
    await fillIn()
    submit()
    fireEvent.click(await screen.findByRole('button', { name: 'Use another address' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Create your Profile' })).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(field('Email')))
    expect(field('Email').value).toBe('')
    expect(descriptionOf(field('Email'))).toBe('We sent the last link to asha@example.com.')
    expect([field('Name').value, field('Password').value, field('Qualification').value, field('Profession').value]).toEqual([
      ' Asha Rao ',
      'secret-1',
      '1',
      '2',
    ])
    expect(descriptionOf(subjects())).toBe('Chosen: Anatomy, Cardiology')
  })

  it('shows the server message when the address is taken, and keeps what was typed', async () => {
    const taken = 'An account with this email already exists. Please sign in, or reset your password if you have forgotten it.'
    stubApi({ ...lookups, 'POST /api/register': new Reply(409, { code: 'email_taken', message: taken }) })
    renderApp('/register')
    await fillIn()
    submit()
    expect(await screen.findByText(taken)).toBeTruthy()
    expect(field('Email').value).toBe('Asha@Example.com')
  })

  it('puts the server field issues under their fields', async () => {
    const issue = 'Choose an option from the list'
    stubApi({
      ...lookups,
      'POST /api/register': new Reply(400, { code: 'validation', message: issue, issues: [{ path: 'professionId', message: issue }] }),
    })
    renderApp('/register')
    await fillIn()
    submit()
    await waitFor(() => expect(descriptionOf(field('Profession'))).toBe(issue))
  })

  it('explains a list that failed to load, and Try again brings it', async () => {
    let up = false
    stubApi({ ...lookups, 'GET /api/user/professions': () => (up ? lookups['GET /api/user/professions'] : serverError()) })
    renderApp('/register')
    expect(await screen.findByText('We could not load the professions.')).toBeTruthy()
    expect(screen.getByLabelText('Qualification')).toBeTruthy()
    up = true
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByLabelText('Profession')).toBeTruthy()
  })

  it('links to the login page', async () => {
    stubApi(lookups)
    renderApp('/register')
    expect((await screen.findByRole('link', { name: 'Login' })).getAttribute('href')).toBe('/login')
  })
})

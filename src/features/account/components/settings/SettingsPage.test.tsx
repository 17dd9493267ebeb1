import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Settings } from '../../../../../contract/account.ts'
import { getAuth } from '../../../../lib/auth.ts'
import { stubMatchMedia } from '../../../../test-utils/media.ts'
import { Reply, type Routes, serverError, stubApi } from '../../../../test-utils/network.ts'
import { renderApp } from '../../../../test-utils/render-app.tsx'
import { expectSignedOut, lookups, profile, settings, signIn } from '../../../../test-utils/account.ts'

/** Reading answers with `settings`; saving with `onSave` (the saved settings by default). */
const api = (onSave: Reply = new Reply(200, { data: settings, message: 'Settings saved!' }), routes: Routes = {}) =>
  stubApi({
    'GET /api/user/get': profile,
    'GET /api/user/settings': settings,
    'PUT /api/user/settings': onSave,
    ...lookups,
    ...routes,
  })

const open = (section: string) => fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${section} \\(`) }))
const group = (name: string) => screen.getByRole('group', { name })
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } })
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }))

const descriptionOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ')

async function openSettings() {
  const view = renderApp('/settings')
  await screen.findByRole('button', { name: 'Save' })
  await screen.findByRole('option', { name: 'Student' })
  return view
}

describe('settings', () => {
  beforeEach(() => stubMatchMedia())
  afterEach(() => vi.unstubAllGlobals())

  it('sends a visitor to the login page', async () => {
    api()
    const { router } = renderApp('/settings')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: '/settings' })
  })

  it('shows the saved settings with each list closed under its size', async () => {
    signIn()
    api()
    await openSettings()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Settings')
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Asha Rao')
    expect((screen.getByLabelText('Profession') as HTMLSelectElement).value).toBe('2')
    expect((screen.getByLabelText('Bio') as HTMLTextAreaElement).value).toBe('I teach anatomy.')
    const form = screen.getByRole('button', { name: 'Save' }).closest('form')!
    const sections = within(form).getAllByRole('heading', { level: 2 })
    expect(sections.map((heading) => heading.textContent)).toEqual(['Skills (1)', 'Experience (1)', 'Education (0)', 'Licences (1)'])
    expect(sections.every((heading) => within(heading).getByRole('button', { expanded: false }))).toBe(true)
    open('Skills')
    expect((screen.getByLabelText('Skill 1') as HTMLInputElement).value).toBe('Dissection')
    expect(screen.getByRole('button', { name: /^Skills/, expanded: true })).toBeTruthy()
  })

  it('adds, edits and removes entries and saves them in the shape the server takes', async () => {
    signIn()
    const saved: Settings = {
      ...settings,
      profession: null,
      skills: ['Gross dissection', 'Histology'],
      experience: [],
      education: [{ institution: 'AIIMS Delhi', degree: 'MD', year: 2012 }],
      licences: [{ name: 'Medical licence', issuer: 'National Medical Commission', year: 2015 }],
    }
    const server = api(new Reply(200, { data: saved, message: 'Settings saved!' }))
    await openSettings()

    fireEvent.change(screen.getByLabelText('Profession'), { target: { value: '' } })
    open('Skills')
    type(screen.getByLabelText('Skill 1'), 'Gross dissection')
    fireEvent.click(screen.getByRole('button', { name: 'Add skill' }))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Skill 2')))
    type(screen.getByLabelText('Skill 2'), ' Histology ')

    open('Experience')
    fireEvent.click(screen.getByRole('button', { name: 'Remove experience 1' }))
    expect(screen.getByText('No experience added yet.')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add experience' }))

    open('Education')
    fireEvent.click(screen.getByRole('button', { name: 'Add education' }))
    type(within(group('Education 1')).getByLabelText('Institution'), 'AIIMS Delhi')
    type(within(group('Education 1')).getByLabelText('Degree'), 'MD')
    type(within(group('Education 1')).getByLabelText('Year'), '2012')

    open('Licences')
    type(within(group('Licence 1')).getByLabelText('Issuer'), 'National Medical Commission')

    const profileReads = () => server.requested().filter((request) => request === 'GET /api/user/get').length
    const before = profileReads()
    save()
    expect(await screen.findByText('Settings saved!')).toBeTruthy()
    expect(server.sent('PUT /api/user/settings')).toEqual([
      {
        name: 'Asha Rao',
        professionId: null,
        bio: 'I teach anatomy.',
        skills: ['Gross dissection', 'Histology'],
        experience: [],
        education: [{ institution: 'AIIMS Delhi', degree: 'MD', year: 2012 }],
        licences: [{ name: 'Medical licence', issuer: 'National Medical Commission', year: 2015 }],
      },
    ])
    // The form now holds what the server stored, and the stored user is asked for again.
    expect((screen.getByLabelText('Skill 2') as HTMLInputElement).value).toBe('Histology')
    await waitFor(() => expect(profileReads()).toBe(before + 1))
    expect(getAuth().token).toBe('test-token')
  })

  it('shows each problem under the exact entry field, opening its list, and sends nothing', async () => {
    signIn()
    const server = api()
    await openSettings()
    open('Licences')
    type(within(group('Licence 1')).getByLabelText('Year'), '')
    fireEvent.click(screen.getByRole('button', { name: 'Add licence' }))
    open('Licences')
    expect(screen.getByRole('button', { name: /^Licences/, expanded: false })).toBeTruthy()
    save()

    expect(screen.getByRole('button', { name: /^Licences/, expanded: true })).toBeTruthy()
    expect(screen.getByRole('button', { name: /^Experience/, expanded: false })).toBeTruthy()
    const year = within(group('Licence 1')).getByLabelText('Year')
    expect(descriptionOf(year)).toBe('Field required')
    expect(descriptionOf(within(group('Licence 1')).getByLabelText('Issuer'))).toBe('')
    expect(descriptionOf(within(group('Licence 2')).getByLabelText('Licence name'))).toBe('Field required')
    expect(descriptionOf(within(group('Licence 2')).getByLabelText('Issuer'))).toBe('Field required')
    await waitFor(() => expect(document.activeElement).toBe(year))
    expect(server.sent('PUT /api/user/settings')).toEqual([])
  })

  it("puts the server's field issue under its entry field and shows its message", async () => {
    signIn()
    api(
      new Reply(400, {
        message: 'Please correct the marked fields.',
        code: 'validation',
        issues: [{ path: 'experience.0.company', message: 'Use at most 120 characters' }],
      }),
    )
    await openSettings()
    save()
    expect(await screen.findByText('Please correct the marked fields.')).toBeTruthy()
    await waitFor(() => expect(descriptionOf(within(group('Experience 1')).getByLabelText('Company'))).toBe('Use at most 120 characters'))
  })

  it('signs out and goes to the login page when saving meets a 401', async () => {
    signIn()
    api(new Reply(401, { message: 'Please login or register', code: 'unauthorized' }))
    const { router } = await openSettings()
    save()
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expectSignedOut()
  })

  it('offers to ask again when the settings cannot be loaded', async () => {
    signIn()
    let fail = true
    stubApi({ 'GET /api/user/get': profile, 'GET /api/user/settings': () => (fail ? serverError() : settings), ...lookups })
    renderApp('/settings')
    expect(await screen.findByText('We could not load your settings.')).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy()
  })

  it('keeps the form usable when the professions cannot be loaded, and asks for them again', async () => {
    signIn()
    let fail = true
    api(undefined, { 'GET /api/user/professions': () => (fail ? serverError() : lookups['GET /api/user/professions']) })
    renderApp('/settings')
    expect(await screen.findByText('We could not load the professions.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect((await screen.findByLabelText('Profession') as HTMLSelectElement).value).toBe('2')
  })
})

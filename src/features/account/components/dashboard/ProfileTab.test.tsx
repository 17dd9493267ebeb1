import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getAuth } from '../../../../lib/auth.ts'
import { stubMatchMedia } from '../../../../test-utils/media.ts'
import { Reply, type Routes, stubApi } from '../../../../test-utils/network.ts'
import { renderApp } from '../../../../test-utils/render-app.tsx'
import { expectSignedOut, lookups, profile, settings, signIn } from '../../../../test-utils/account.ts'

const api = (routes: Routes = {}) =>
  stubApi({ 'GET /api/user/get': profile, 'GET /api/user/settings': settings, 'GET /api/user/activities': [], ...lookups, ...routes })

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })

/** The message a screen reader reads with the control: the text of the elements its aria-describedby names. */
const descriptionOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ')

const open = (section: string) => fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${section} \\(`) }))
const group = (name: string) => screen.getByRole('group', { name })
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save profile' }))
const saved = (data = profile) => new Reply(200, { data, message: 'Your profile has been updated.' })

/** The CV as the test settings hold it, in the shape the profile form sends it. */
const cv = {
  skills: ['Dissection'],
  experience: [{ role: 'Lecturer', company: 'City Medical College', years: '4' }],
  education: [],
  licences: [{ name: 'Medical licence', issuer: 'State Council', year: 2015 }],
}

const photoFile = (name: string, type: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type })

async function openProfile() {
  const view = renderApp('/user-dashboard?tab=profile')
  await screen.findByRole('heading', { level: 2, name: 'Profile details' })
  // The selects fill in once their lists arrive.
  await screen.findByRole('option', { name: 'MD' })
  return view
}

describe('profile tab', () => {
  beforeEach(() => {
    stubMatchMedia()
    signIn()
    let previews = 0
    URL.createObjectURL = vi.fn(() => `blob:preview-${++previews}`)
    URL.revokeObjectURL = vi.fn()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('starts from the saved profile and CV, each list closed under its size', async () => {
    api()
    await openProfile()
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Asha Rao')
    expect((screen.getByLabelText('Highest qualification') as HTMLSelectElement).value).toBe('1')
    expect((screen.getByLabelText('Profession') as HTMLSelectElement).value).toBe('2')
    expect((screen.getByRole('checkbox', { name: 'Anatomy' }) as HTMLInputElement).checked).toBe(true)
    expect(descriptionOf(group('Expertise'))).toBe('Chosen: Anatomy')
    expect((screen.getByLabelText('Bio') as HTMLTextAreaElement).value).toBe('I teach anatomy.')
    expect(screen.getByRole('img', { name: 'No profile photo' })).toBeTruthy()

    const cvRegion = screen.getByRole('region', { name: 'CV' })
    const lists = within(cvRegion).getAllByRole('heading', { level: 4 })
    expect(lists.map((heading) => heading.textContent)).toEqual(['Skills (1)', 'Experience (1)', 'Education history (0)', 'Licences (1)'])
    expect(lists.every((heading) => within(heading).getByRole('button', { expanded: false }))).toBe(true)
    open('Skills')
    expect((screen.getByLabelText('Skill 1') as HTMLInputElement).value).toBe('Dissection')
  })

  it('edits each thing in one place: no password here, and no name, profession, bio or CV in Settings', async () => {
    api()
    await openProfile()
    expect(screen.queryByLabelText('Current password')).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Change password' })).toBeNull()

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Settings' }), { button: 0 })
    expect(await screen.findByRole('heading', { level: 2, name: 'Change password' })).toBeTruthy()
    const settingsPanel = screen.getByRole('tabpanel', { name: 'Settings' })
    for (const label of ['Name', 'Profession', 'Bio', 'Highest qualification']) expect(within(settingsPanel).queryByLabelText(label)).toBeNull()
    expect(within(settingsPanel).queryByRole('region', { name: 'CV' })).toBeNull()
  })

  it('saves the details and the CV together, says so and keeps the stored user in step', async () => {
    const updated = { ...profile, name: 'Asha R. Rao', qualification: { id: 2, title: 'MD' }, subjects: [1, 3] }
    const server = api({ 'POST /api/user/update-profile': saved(updated) })
    await openProfile()
    type('Name', '  Asha R. Rao ')
    fireEvent.change(screen.getByLabelText('Highest qualification'), { target: { value: '2' } })
    type('Filter subjects', 'pharm')
    expect(screen.queryByRole('checkbox', { name: 'Physiology' })).toBeNull()
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pharmacology' }))
    expect(descriptionOf(group('Expertise'))).toBe('Chosen: Anatomy, Pharmacology')
    save()

    expect(await screen.findByText('Your profile has been updated.')).toBeTruthy()
    expect(server.sent('POST /api/user/update-profile')).toEqual([
      { name: 'Asha R. Rao', qualificationId: 2, professionId: 2, subjectIds: [1, 3], bio: 'I teach anatomy.', ...cv },
    ])
    expect(getAuth().user?.name).toBe('Asha R. Rao')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Asha R. Rao')
  })

  it('adds, edits and removes CV entries and saves them in the shape the server takes', async () => {
    const server = api({ 'POST /api/user/update-profile': saved() })
    await openProfile()

    open('Skills')
    type('Skill 1', 'Gross dissection')
    fireEvent.click(screen.getByRole('button', { name: 'Add skill' }))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Skill 2')))
    type('Skill 2', ' Histology ')

    open('Experience')
    fireEvent.click(screen.getByRole('button', { name: 'Remove experience 1' }))
    expect(screen.getByText('No experience added yet.')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add experience' }))

    open('Education history')
    expect(screen.getByText('No education history added yet.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Add education entry' }))
    const entry = within(group('Education entry 1'))
    fireEvent.change(entry.getByLabelText('Institution'), { target: { value: 'AIIMS Delhi' } })
    fireEvent.change(entry.getByLabelText('Degree'), { target: { value: 'MD' } })
    fireEvent.change(entry.getByLabelText('Year'), { target: { value: '2012' } })

    open('Licences')
    fireEvent.change(within(group('Licence 1')).getByLabelText('Issuer'), { target: { value: 'National Medical Commission' } })

    save()
    expect(await screen.findByText('Your profile has been updated.')).toBeTruthy()
    expect(server.sent('POST /api/user/update-profile').at(-1)).toMatchObject({
      skills: ['Gross dissection', 'Histology'],
      experience: [],
      education: [{ institution: 'AIIMS Delhi', degree: 'MD', year: 2012 }],
      licences: [{ name: 'Medical licence', issuer: 'National Medical Commission', year: 2015 }],
    })
    // The form now holds what the server stored.
    expect((screen.getByLabelText('Skill 2') as HTMLInputElement).value).toBe('Histology')
    expect(server.requested()).not.toContain('PUT /api/user/settings')
  })

  it('shows each CV problem under the exact entry field, opening its list, and sends nothing', async () => {
    const server = api()
    await openProfile()
    open('Licences')
    fireEvent.change(within(group('Licence 1')).getByLabelText('Year'), { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add licence' }))
    open('Licences')
    expect(screen.getByRole('button', { name: /^Licences/, expanded: false })).toBeTruthy()
    save()

    expect(screen.getByRole('button', { name: /^Licences/, expanded: true })).toBeTruthy()
    expect(screen.getByRole('button', { name: /^Experience/, expanded: false })).toBeTruthy()
    const year = within(group('Licence 1')).getByLabelText('Year')
    expect(descriptionOf(year)).toBe('Field required')
    expect(descriptionOf(within(group('Licence 2')).getByLabelText('Licence name'))).toBe('Field required')
    await waitFor(() => expect(document.activeElement).toBe(year))
    expect(server.requested()).not.toContain('POST /api/user/update-profile')
  })

  it("puts the server's field issue under its CV entry field and shows its message", async () => {
    api({
      'POST /api/user/update-profile': new Reply(400, {
        message: 'Please correct the marked fields.',
        code: 'validation',
        issues: [{ path: 'experience.0.company', message: 'Use at most 120 characters' }],
      }),
    })
    await openProfile()
    save()
    expect(await screen.findByText('Please correct the marked fields.')).toBeTruthy()
    await waitFor(() => expect(descriptionOf(within(group('Experience 1')).getByLabelText('Company'))).toBe('Use at most 120 characters'))
  })

  it('offers to ask again when the CV cannot be loaded, keeping the photo', async () => {
    let fail = true
    api({ 'GET /api/user/settings': () => (fail ? new Reply(500, { message: 'Internal server error!', code: 'internal' }) : settings) })
    renderApp('/user-dashboard?tab=profile')
    expect(await screen.findByText('We could not load your CV.')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'No profile photo' })).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('button', { name: 'Save profile' })).toBeTruthy()
  })

  it('asks for at least one subject before sending', async () => {
    const server = api()
    await openProfile()
    fireEvent.click(screen.getByRole('checkbox', { name: 'Anatomy' }))
    save()
    expect(descriptionOf(group('Expertise'))).toContain('Choose at least one subject')
    expect(server.requested()).not.toContain('POST /api/user/update-profile')
  })

  it("shows the server's message and its field issue under the field", async () => {
    api({
      'POST /api/user/update-profile': new Reply(400, {
        message: 'Please correct the marked fields.',
        code: 'validation',
        issues: [{ path: 'professionId', message: 'Choose an option from the list' }],
      }),
    })
    await openProfile()
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }))
    expect(await screen.findByText('Please correct the marked fields.')).toBeTruthy()
    const profession = screen.getByLabelText('Profession')
    await waitFor(() => expect(profession.getAttribute('aria-invalid')).toBe('true'))
    expect(descriptionOf(profession)).toBe('Choose an option from the list')
  })

  it('refuses a file that is not an image without uploading it', async () => {
    const server = api()
    await openProfile()
    fireEvent.change(screen.getByLabelText('Change photo'), { target: { files: [photoFile('cv.pdf', 'application/pdf')] } })
    expect((await screen.findByRole('alert')).textContent).toBe('Please choose a JPEG, PNG, WebP or GIF image.')
    expect(server.requested()).not.toContain('POST /api/user/update-profile-pic')
  })

  it('refuses an image over the size limit', async () => {
    api()
    await openProfile()
    fireEvent.change(screen.getByLabelText('Change photo'), { target: { files: [photoFile('big.png', 'image/png', 2 * 1024 * 1024 + 1)] } })
    expect((await screen.findByRole('alert')).textContent).toBe('The photo is larger than 2 MB. Please choose a smaller image.')
  })

  it('shows the new photo at once, then the stored one after a successful upload', async () => {
    let current = profile
    const server = api({
      'GET /api/user/get': () => current,
      'POST /api/user/update-profile-pic': () => {
        current = { ...profile, image: '0b8e7c1e-4a8f-4c55-9d2a-1f5c2f9b7a10.png' }
        return new Reply(200, { data: { image: current.image }, message: 'Your profile picture has been updated.' })
      },
      'GET /api/serve-private-file/0b8e7c1e-4a8f-4c55-9d2a-1f5c2f9b7a10.png': 'png bytes',
    })
    await openProfile()
    fireEvent.change(screen.getByLabelText('Change photo'), { target: { files: [photoFile('me.png', 'image/png')] } })
    expect(screen.getByRole('img', { name: 'Profile photo of Asha Rao' }).getAttribute('src')).toBe('blob:preview-1')
    expect(await screen.findByText('Your profile picture has been updated.')).toBeTruthy()
    await waitFor(() => expect(getAuth().user?.image).toBe('0b8e7c1e-4a8f-4c55-9d2a-1f5c2f9b7a10.png'))
    expect(server.sent('POST /api/user/update-profile-pic')).toHaveLength(1)
    expect(screen.queryByRole('img', { name: 'No profile photo' })).toBeNull()
  })

  it("goes back to the default icon with the server's message when the upload fails", async () => {
    api({ 'POST /api/user/update-profile-pic': new Reply(415, { message: 'Please choose a JPEG, PNG, WebP or GIF image.', code: 'unsupported_media_type' }) })
    await openProfile()
    fireEvent.change(screen.getByLabelText('Change photo'), { target: { files: [photoFile('fake.png', 'image/png')] } })
    expect(await screen.findByText('Please choose a JPEG, PNG, WebP or GIF image.')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'No profile photo' })).toBeTruthy()
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1')
  })

  it("says 'Failed to update profile picture' when the server gave no reason", async () => {
    api({ 'POST /api/user/update-profile-pic': new Reply(502, null) })
    await openProfile()
    fireEvent.change(screen.getByLabelText('Change photo'), { target: { files: [photoFile('me.jpg', 'image/jpeg')] } })
    expect(await screen.findByText('Failed to update profile picture')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'No profile photo' })).toBeTruthy()
  })

  it('shows the stored photo', async () => {
    const image = '0b8e7c1e-4a8f-4c55-9d2a-1f5c2f9b7a10.png'
    api({ 'GET /api/user/get': { ...profile, image }, [`GET /api/serve-private-file/${image}`]: 'png bytes' })
    await openProfile()
    expect((await screen.findByRole('img', { name: 'Profile photo of Asha Rao' })).getAttribute('src')).toBe('blob:preview-1')
  })

  it('shows the default icon when the stored photo does not decode', async () => {
    const image = '0b8e7c1e-4a8f-4c55-9d2a-1f5c2f9b7a10.png'
    api({ 'GET /api/user/get': { ...profile, image }, [`GET /api/serve-private-file/${image}`]: 'not a picture' })
    await openProfile()
    fireEvent.error(await screen.findByRole('img', { name: 'Profile photo of Asha Rao' }))
    expect(screen.getByRole('img', { name: 'No profile photo' })).toBeTruthy()
  })

  it('shows the default icon when the stored photo cannot be fetched', async () => {
    const server = api({ 'GET /api/user/get': { ...profile, image: '0b8e7c1e-4a8f-4c55-9d2a-1f5c2f9b7a10.png' } })
    await openProfile()
    // The 404 has been answered; no picture was made of it.
    await waitFor(() => expect(server.requests.find(({ path }) => path.startsWith('/api/serve-private-file/'))?.status).toBe(404))
    await waitFor(() => expect(screen.getByRole('img', { name: 'No profile photo' })).toBeTruthy())
    expect(URL.createObjectURL).not.toHaveBeenCalled()
    expect(screen.queryByRole('img', { name: 'Profile photo of Asha Rao' })).toBeNull()
  })

  it('signs out and goes to the login page when a save meets a 401', async () => {
    api({ 'POST /api/user/update-profile': new Reply(401, { message: 'Please login or register', code: 'unauthorized' }) })
    const { router } = await openProfile()
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expectSignedOut()
  })
})

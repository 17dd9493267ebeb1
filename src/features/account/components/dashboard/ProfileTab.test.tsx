import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getAuth } from '../../../../lib/auth.ts'
import { stubMatchMedia } from '../../../../test-utils/media.ts'
import { Reply, type Routes, stubApi } from '../../../../test-utils/network.ts'
import { renderApp } from '../../../../test-utils/render-app.tsx'
import { settingsQuery } from '../../api/account-queries.ts'
import { expectSignedOut, lookups, profile, settings, signIn } from '../../../../test-utils/account.ts'

const api = (routes: Routes = {}) => stubApi({ 'GET /api/user/get': profile, 'GET /api/user/activities': [], ...lookups, ...routes })

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })

/** The message a screen reader reads with the control: the text of the elements its aria-describedby names. */
const descriptionOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ')

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

  it('starts from the saved profile', async () => {
    api()
    await openProfile()
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Asha Rao')
    expect((screen.getByLabelText('Education') as HTMLSelectElement).value).toBe('1')
    expect((screen.getByLabelText('Profession') as HTMLSelectElement).value).toBe('2')
    expect((screen.getByRole('checkbox', { name: 'Anatomy' }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByLabelText('Bio') as HTMLTextAreaElement).value).toBe('I teach anatomy.')
    expect(screen.getByRole('img', { name: 'No profile photo' })).toBeTruthy()
  })

  it('saves the profile, says so and keeps the stored user in step', async () => {
    const updated = { ...profile, name: 'Asha R. Rao', qualification: { id: 2, title: 'MD' }, subjects: [1, 3] }
    const server = api({ 'POST /api/user/update-profile': new Reply(200, { data: updated, message: 'Your profile has been updated.' }) })
    await openProfile()
    type('Name', '  Asha R. Rao ')
    fireEvent.change(screen.getByLabelText('Education'), { target: { value: '2' } })
    type('Filter subjects', 'pharm')
    expect(screen.queryByRole('checkbox', { name: 'Physiology' })).toBeNull()
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pharmacology' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }))

    expect(await screen.findByText('Your profile has been updated.')).toBeTruthy()
    expect(server.sent('POST /api/user/update-profile')).toEqual([
      { name: 'Asha R. Rao', qualificationId: 2, professionId: 2, subjectIds: [1, 3], bio: 'I teach anatomy.' },
    ])
    expect(getAuth().user?.name).toBe('Asha R. Rao')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Asha R. Rao')
  })

  it('lets the settings tab start from the name just saved, not the one it loaded before', async () => {
    const updated = { ...profile, name: 'Asha R. Rao' }
    api({ 'GET /api/user/settings': settings, 'POST /api/user/update-profile': new Reply(200, { data: updated, message: 'Your profile has been updated.' }) })
    const { queryClient } = await openProfile()
    await queryClient.fetchQuery(settingsQuery())
    type('Name', 'Asha R. Rao')
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }))
    expect(await screen.findByText('Your profile has been updated.')).toBeTruthy()
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Settings' }), { button: 0 })
    await screen.findByRole('button', { name: 'Save' })
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Asha R. Rao')
  })

  it('asks for at least one subject before sending', async () => {
    const server = api()
    await openProfile()
    fireEvent.click(screen.getByRole('checkbox', { name: 'Anatomy' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }))
    const group = screen.getByRole('group', { name: 'Expertise' })
    expect(descriptionOf(group)).toContain('Choose at least one subject')
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

  it('refuses a password confirmation that does not match, then changes it and clears the form', async () => {
    const server = api({
      'POST /api/user/update-password': new Reply(200, { data: null, message: 'Your password has been changed. Your other devices have been signed out.' }),
    })
    await openProfile()
    type('Current password', 'old-secret')
    type('New password', 'new-secret')
    type('Confirm new password', 'new-secrets')
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }))
    expect(descriptionOf(screen.getByLabelText('Confirm new password'))).toBe('The password and confirm password must match')
    expect(server.requested()).not.toContain('POST /api/user/update-password')

    type('Confirm new password', 'new-secret')
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('Your password has been changed. Your other devices have been signed out.')).toBeTruthy()
    expect(server.sent('POST /api/user/update-password')).toEqual([
      { currentPassword: 'old-secret', password: 'new-secret', confirmPassword: 'new-secret' },
    ])
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe('')
    }
    expect(getAuth().token).toBe('test-token')
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

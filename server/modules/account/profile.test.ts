import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { ActivitiesResponse, LookupResponse, ProfileResponse, SettingsResponse } from '../../../contract/account.ts'
import { ErrorBody, messages } from '../../../contract/common.ts'
import { type ApiClient, createTestApp } from '../../../tests/setup/api-app.ts'
import { profileChoices } from '../../../tests/setup/api-users.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let ids: Awaited<ReturnType<typeof profileChoices>>
beforeAll(async () => {
  t = await createTestApp()
  ids = await profileChoices(t.db)
})
afterAll(() => t.close())

const activityTexts = async (client: ApiClient) => v.parse(ActivitiesResponse, (await client.get('/api/user/activities')).json()).data.map((a) => a.text)

describe('lookups for the forms', () => {
  it.each(['qualifications', 'professions', 'subjects'])('lists %s as id and title, without signing in', async (name) => {
    const res = await t.guest.get(`/api/user/${name}`)
    expect(res.statusCode).toBe(200)
    const { data } = v.parse(LookupResponse, res.json())
    expect(data.length).toBeGreaterThan(5)
    expect(Object.keys(data[0]!).sort()).toEqual(['id', 'title'])
  })
})

describe('GET /api/user/get', () => {
  it('answers the profile with every field the dashboard reads', async () => {
    const user = await t.signIn({ name: 'Dr. Profile', bio: 'Cardiologist', ...ids })
    const res = await user.api.get('/api/user/get')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
    const { data } = v.parse(ProfileResponse, res.json())
    expect(data).toMatchObject({
      id: user.id,
      name: 'Dr. Profile',
      email: user.email,
      role: 'user',
      image: null,
      bio: 'Cardiologist',
      qualification: { id: ids.qualificationId, title: expect.any(String) },
      profession: { id: ids.professionId, title: expect.any(String) },
      subscription: null,
      isAccessible: false,
    })
    expect(data.subjects.sort()).toEqual([...ids.subjectIds].sort())
  })

  it('answers a profile without lookups with nulls and an empty bio', async () => {
    const user = await t.signIn()
    const { data } = v.parse(ProfileResponse, (await user.api.get('/api/user/get')).json())
    expect(data).toMatchObject({ qualification: null, profession: null, subjects: [], bio: '' })
  })
})

describe('POST /api/user/update-profile', () => {
  it('saves the profile, answers it, and records the activity', async () => {
    const user = await t.signIn()
    const res = await user.api.post('/api/user/update-profile', {
      name: '  Dr. Renamed  ',
      qualificationId: String(ids.qualificationId),
      professionId: ids.professionId,
      subjectIds: [ids.subjectIds[0], ids.subjectIds[0], ids.subjectIds[1]],
      bio: 'Line one\nLine two',
    })
    expect(res.statusCode).toBe(200)
    const body = v.parse(ProfileResponse, res.json())
    expect(body.message).toBe('Your profile has been updated.')
    expect(body.data).toMatchObject({ name: 'Dr. Renamed', bio: 'Line one\nLine two', qualification: { id: ids.qualificationId } })
    expect(body.data.subjects.sort()).toEqual([ids.subjectIds[0], ids.subjectIds[1]].sort())
    expect(await activityTexts(user.api)).toEqual(['You updated your profile'])
  })

  it.each([
    [{}, ['name', 'qualificationId', 'professionId', 'subjectIds']],
    [{ name: '', qualificationId: '', professionId: '', subjectIds: [] }, ['name', 'qualificationId', 'professionId', 'subjectIds']],
    [{ subjectIds: 'all' }, ['subjectIds']],
    [{ bio: 'x'.repeat(2001) }, ['bio']],
    [{ bio: 'null byte \u0000' }, ['bio']],
    [{ name: 'two\nlines' }, ['name']],
    [{ qualificationId: -1 }, ['qualificationId']],
    [{ qualificationId: 1.5 }, ['qualificationId']],
  ])('refuses %j with field issues and changes nothing', async (override, paths) => {
    const user = await t.signIn({ name: 'Unchanged' })
    const valid = { name: 'Changed', qualificationId: ids.qualificationId, professionId: ids.professionId, subjectIds: ids.subjectIds }
    const payload = Object.keys(override).length ? { ...valid, ...override } : {}
    const res = await user.api.post('/api/user/update-profile', payload)
    expect(res.statusCode).toBe(400)
    expect(v.parse(ErrorBody, res.json()).issues?.map((i) => i.path)).toEqual(paths)
    const { data } = v.parse(ProfileResponse, (await user.api.get('/api/user/get')).json())
    expect(data.name).toBe('Unchanged')
    expect(await activityTexts(user.api)).toEqual([])
  })

  it('saves the CV lists sent with the profile, and keeps a list left out', async () => {
    const user = await t.signIn()
    const details = { name: 'Dr. CV', qualificationId: ids.qualificationId, professionId: ids.professionId, subjectIds: ids.subjectIds, bio: '' }
    const first = await user.api.post('/api/user/update-profile', {
      ...details,
      skills: [' Meta-analysis '],
      experience: [{ role: 'Resident', company: 'AIIMS Delhi', years: '2019–2022' }],
      education: [{ institution: 'CMC Vellore', degree: 'MBBS', year: '2016' }],
      licences: [],
    })
    expect(first.statusCode).toBe(200)
    const second = await user.api.post('/api/user/update-profile', { ...details, skills: ['R'] })
    expect(second.statusCode).toBe(200)
    const read = v.parse(SettingsResponse, (await user.api.get('/api/user/settings')).json()).data
    expect(read).toMatchObject({
      skills: ['R'],
      experience: [{ role: 'Resident', company: 'AIIMS Delhi', years: '2019–2022' }],
      education: [{ institution: 'CMC Vellore', degree: 'MBBS', year: 2016 }],
      licences: [],
    })
    expect(await activityTexts(user.api)).toEqual(['You updated your profile', 'You updated your profile'])
  })

  it.each([
    [{ skills: [''] }, 'skills.0'],
    [{ education: [{ institution: 'X', degree: 'Y', year: 1850 }] }, 'education.0.year'],
    [{ licences: Array.from({ length: 31 }, () => ({ name: 'X', issuer: 'Y', year: 2020 })) }, 'licences'],
  ])('refuses a CV list %j with the field at fault and saves nothing', async (override, path) => {
    const user = await t.signIn({ name: 'Kept' })
    const res = await user.api.post('/api/user/update-profile', {
      name: 'Changed', qualificationId: ids.qualificationId, professionId: ids.professionId, subjectIds: ids.subjectIds, ...override,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path)
    expect(v.parse(SettingsResponse, (await user.api.get('/api/user/settings')).json()).data).toMatchObject({ name: 'Kept', skills: [], licences: [] })
  })

  it('refuses unknown lookup ids as field issues, not a server error', async () => {
    const user = await t.signIn()
    const res = await user.api.post('/api/user/update-profile', {
      name: 'X',
      qualificationId: 987_654,
      professionId: ids.professionId,
      subjectIds: [987_653],
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().issues.map((i: { path: string }) => i.path)).toEqual(['qualificationId', 'subjectIds'])
  })
})

describe('POST /api/user/update-password', () => {
  it('refuses a wrong current password as a field issue, keeping the session', async () => {
    const user = await t.signIn()
    const res = await user.api.post('/api/user/update-password', { currentPassword: 'wrong-one', password: 'new-pass-1', confirmPassword: 'new-pass-1' })
    expect(res.statusCode).toBe(400)
    expect(res.json().issues).toEqual([{ path: 'currentPassword', message: 'Your current password is wrong' }])
    expect((await user.api.get('/api/user/get')).statusCode).toBe(200)
  })

  it('refuses a password under 8 characters or a mismatched confirmation, with the field messages', async () => {
    const user = await t.signIn()
    const short = await user.api.post('/api/user/update-password', { currentPassword: user.password, password: 'abc1234', confirmPassword: 'abc1234' })
    expect(short.json().issues).toEqual([{ path: 'password', message: 'Password must be at least 8 characters long' }])
    const mismatch = await user.api.post('/api/user/update-password', { currentPassword: user.password, password: 'lantern-42x', confirmPassword: 'lantern-42y' })
    expect(mismatch.json().issues).toEqual([{ path: 'confirmPassword', message: messages.passwordMatch }])
    const empty = await user.api.post('/api/user/update-password', {})
    expect(empty.json().issues.map((i: { message: string }) => i.message)).toEqual([messages.required, messages.required, messages.required])
  })
})

describe('GET and PUT /api/user/settings', () => {
  const settings = {
    name: 'Dr. Settings',
    professionId: null as number | null,
    bio: 'Researcher in public health.',
    skills: ['Meta-analysis', 'R'],
    experience: [{ role: 'Senior Resident', company: 'AIIMS Delhi', years: '2019–2022' }],
    education: [{ institution: 'CMC Vellore', degree: 'MBBS', year: 2016 }],
    licences: [{ name: 'Medical Council Registration', issuer: 'NMC', year: '2017' }],
  }

  it('starts empty, saves every part on the server, and records the activity', async () => {
    const user = await t.signIn({ name: 'Dr. Before' })
    const empty = v.parse(SettingsResponse, (await user.api.get('/api/user/settings')).json()).data
    expect(empty).toEqual({ name: 'Dr. Before', profession: null, bio: '', skills: [], experience: [], education: [], licences: [] })

    const saved = await user.api.put('/api/user/settings', { ...settings, professionId: ids.professionId })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().message).toBe('Settings saved!')
    const read = v.parse(SettingsResponse, (await user.api.get('/api/user/settings')).json()).data
    expect(read).toMatchObject({ name: 'Dr. Settings', profession: { id: ids.professionId }, skills: ['Meta-analysis', 'R'] })
    expect(read.licences).toEqual([{ name: 'Medical Council Registration', issuer: 'NMC', year: 2017 }])
    expect(read.experience).toEqual(settings.experience)
    // Name, profession and bio are the profile's own.
    const profile = v.parse(ProfileResponse, (await user.api.get('/api/user/get')).json()).data
    expect(profile).toMatchObject({ name: 'Dr. Settings', bio: 'Researcher in public health.', profession: { id: ids.professionId } })
    expect(await activityTexts(user.api)).toEqual(['You saved your settings'])
  })

  it.each([
    [{ skills: Array.from({ length: 51 }, (_, i) => `skill ${i}`) }, 'skills'],
    [{ skills: [''] }, 'skills.0'],
    [{ experience: [{ role: 'Resident', company: '' }] }, 'experience.0.company'],
    [{ education: [{ institution: 'X', degree: 'Y', year: 1850 }] }, 'education.0.year'],
    [{ licences: [{ name: 'X', issuer: 'Y', year: 'soon' }] }, 'licences.0.year'],
    [{ experience: 'lots' }, 'experience'],
    [{ name: '' }, 'name'],
    [{ professionId: 999_999 }, 'professionId'],
  ])('refuses %j with the field at fault and saves nothing', async (override, path) => {
    const user = await t.signIn({ name: 'Kept' })
    const res = await user.api.put('/api/user/settings', { ...settings, ...override })
    expect(res.statusCode).toBe(400)
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path)
    const read = v.parse(SettingsResponse, (await user.api.get('/api/user/settings')).json()).data
    expect(read).toMatchObject({ name: 'Kept', skills: [] })
  })
})

describe('private endpoints without a valid session', () => {
  it.each([
    ['GET', '/api/user/get'],
    ['POST', '/api/user/update-profile'],
    ['POST', '/api/user/update-password'],
    ['POST', '/api/user/update-profile-pic'],
    ['GET', '/api/user/activities'],
    ['GET', '/api/user/settings'],
    ['PUT', '/api/user/settings'],
    ['POST', '/api/logout'],
    ['GET', '/api/subscriptions'],
    ['GET', '/api/subscriptions/active'],
    ['GET', '/api/notifications'],
    ['GET', '/api/notifications/unread-count'],
    ['POST', '/api/notifications/read-all'],
    ['POST', '/api/notifications/00000000-0000-4000-8000-000000000000/read'],
    ['GET', '/api/serve-private-file/00000000-0000-4000-8000-000000000000.png'],
  ] as const)('%s %s answers 401 without a token, with a bad one, or with a malformed header', async (method, url) => {
    const attempts: [string, ApiClient, Record<string, string>?][] = [
      ['no token', t.guest],
      ['a token of no session', t.client({ token: 'x'.repeat(43) })],
      ['Basic credentials', t.guest, { authorization: 'Basic dXNlcjpwYXNz' }],
      ['Bearer without a token', t.guest, { authorization: 'Bearer' }],
    ]
    const verb = method.toLowerCase() as Lowercase<typeof method>
    for (const [attempt, client, headers] of attempts) {
      const res = await client[verb](url, { name: 'x' }, headers)
      expect(res.statusCode, attempt).toBe(401)
      expect(res.json()).toMatchObject({ code: 'unauthorized', message: expect.any(String) })
    }
  })
})

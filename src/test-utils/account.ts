import { expect, vi } from 'vitest'
import type { LookupItem, Settings } from '../../contract/account.ts'
import type { Profile } from '../../contract/profile.ts'
import { getAuth, setAuth } from '../lib/auth.ts'
import { stubApi } from './network.ts'

export const profile: Profile = {
  id: 'user-1',
  name: 'Asha Rao',
  email: 'asha@example.org',
  role: 'user',
  image: null,
  profession: { id: 2, title: 'Lecturer' },
  qualification: { id: 1, title: 'MBBS' },
  subjects: [1],
  bio: 'I teach anatomy.',
  subscription: null,
  isAccessible: false,
}

export const settings: Settings = {
  name: 'Asha Rao',
  profession: { id: 2, title: 'Lecturer' },
  bio: 'I teach anatomy.',
  skills: ['Dissection'],
  experience: [{ role: 'Lecturer', company: 'City Medical College', years: '4' }],
  education: [],
  licences: [{ name: 'Medical licence', issuer: 'State Council', year: 2015 }],
}

/** The public lists the account forms choose from, as the API answers them. */
export const lookups: Record<string, LookupItem[]> = {
  'user/qualifications': [
    { id: 1, title: 'MBBS' },
    { id: 2, title: 'MD' },
  ],
  'user/professions': [
    { id: 1, title: 'Student' },
    { id: 2, title: 'Lecturer' },
  ],
  'user/subjects': [
    { id: 1, title: 'Anatomy' },
    { id: 2, title: 'Physiology' },
    { id: 3, title: 'Pharmacology' },
    { id: 4, title: 'Cardiology' },
    { id: 5, title: 'Clinical Pharmacology' },
  ],
}

/** Signs the visitor in before render, as a sign-in stored by an earlier visit would. */
export const signIn = (user: Partial<Profile> = {}) => setAuth({ token: 'test-token', user: { ...profile, ...user } })

/** A 401 clears the stored sign-in, in this tab and in localStorage. */
export function expectSignedOut() {
  expect(getAuth().token).toBeNull()
  expect(JSON.parse(localStorage.getItem('auth-storage') ?? 'null')).toEqual({ token: null, user: null })
}

/** What a screen reader reads after a control's name: the hint and error it is described by. */
export const descriptionOf = (control: Element) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim()

interface Sent {
  path: string
  method: string
  body: unknown
}

/**
 * `stubApi` that also keeps what each request sent. Bodies are read as the request arrives: ky releases them
 * once the answer is in.
 */
export function stubApiRecording(routes: Parameters<typeof stubApi>[0]) {
  const answer = stubApi(routes)
  const sent: Sent[] = []
  const fetch = vi.fn(async (request: Request) => {
    const json = request.headers.get('content-type')?.includes('json')
    const body: unknown = json ? await request.clone().json() : null
    sent.push({ path: new URL(request.url).pathname.replace(/^\/api\//, ''), method: request.method, body })
    return answer(request)
  })
  vi.stubGlobal('fetch', fetch)
  return {
    fetch,
    /** Method and JSON body (null for none or a file upload) of each request to `path` (under /api), in order. */
    sentTo: (to: string) => sent.filter(({ path }) => path === to).map(({ method, body }) => ({ method, body })),
    /** The last JSON body sent to each path. */
    bodies: {
      has: (to: string) => sent.some(({ path }) => path === to),
      get: (to: string) => sent.filter(({ path }) => path === to).at(-1)?.body,
    },
  }
}

import { expect } from 'vitest'
import type { LookupItem, Settings } from '../../contract/account.ts'
import { permissions } from '../../contract/permissions.ts'
import type { Profile } from '../../contract/profile.ts'
import { getAuth, setAuth } from '../lib/auth.ts'
import type { RouteKey } from './network.ts'

export const profile: Profile = {
  id: 'user-1',
  name: 'Asha Rao',
  email: 'asha@example.org',
  role: 'user',
  roleName: 'User',
  permissions: [],
  image: null,
  profession: { id: 2, title: 'Lecturer' },
  qualification: { id: 1, title: 'MBBS' },
  subjects: [1],
  bio: 'I teach anatomy.',
  subscription: null,
  isAccessible: false,
  twoStep: { enabled: false, requiredFrom: null },
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
export const lookups = {
  'GET /api/user/qualifications': [
    { id: 1, title: 'MBBS' },
    { id: 2, title: 'MD' },
  ],
  'GET /api/user/professions': [
    { id: 1, title: 'Student' },
    { id: 2, title: 'Lecturer' },
  ],
  'GET /api/user/subjects': [
    { id: 1, title: 'Anatomy' },
    { id: 2, title: 'Physiology' },
    { id: 3, title: 'Pharmacology' },
    { id: 4, title: 'Cardiology' },
    { id: 5, title: 'Clinical Pharmacology' },
  ],
} satisfies Record<RouteKey, LookupItem[]>

/** Signs the visitor in before render, as a sign-in stored by an earlier visit would. */
/** The built-in roles as the server sends them with a profile; another role's test passes its own permissions. */
const builtIn: Record<string, Pick<Profile, 'roleName' | 'permissions'>> = {
  admin: { roleName: 'Admin', permissions: [...permissions] },
  expert: { roleName: 'Expert', permissions: [] },
  user: { roleName: 'User', permissions: [] },
}

export const signIn = (user: Partial<Profile> = {}) =>
  setAuth({ token: 'test-token', user: { ...profile, ...(user.role ? builtIn[user.role] : {}), ...user } })

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

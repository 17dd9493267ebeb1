import { atom, getDefaultStore, useAtomValue } from 'jotai'
import { atomWithStorage, createJSONStorage } from 'jotai/utils'
import * as v from 'valibot'
import { Profile } from '../../contract/profile.ts'

const SignedIn = v.object({ token: v.pipe(v.string(), v.nonEmpty()), user: Profile })
export type SignedIn = v.InferOutput<typeof SignedIn>
export type AuthState = SignedIn | { token: null; user: null }

const signedOut: AuthState = { token: null, user: null }

/**
 * The spec's `auth-storage` entry in localStorage. jotai's JSON storage follows the `storage` event, so signing
 * in or out in one tab (or a 401 clearing it) reaches every other open tab.
 */
const storedAuthAtom = atomWithStorage<unknown>('auth-storage', signedOut, createJSONStorage(() => localStorage), { getOnInit: true })

/** What was stored, trusted only when it has the shape this version writes; anything else reads as signed out. */
export const authAtom = atom((get): AuthState => {
  const parsed = v.safeParse(SignedIn, get(storedAuthAtom))
  return parsed.success ? parsed.output : signedOut
})

// Outside React (the API client, route guards) the app uses jotai's default store, as components do.
const store = getDefaultStore()

export const getAuth = () => store.get(authAtom)
export const setAuth = (auth: SignedIn) => store.set(storedAuthAtom, auth)
export const clearAuth = () => store.set(storedAuthAtom, signedOut)

/** Keeps the stored copy of the user in step after a profile change, without touching the token. */
export function updateStoredUser(user: Profile) {
  const auth = getAuth()
  if (auth.token) setAuth({ token: auth.token, user })
}

/** Calls `listener` whenever the signed-in token changes (sign-in, sign-out, another tab, a 401). */
export function onTokenChange(listener: (token: string | null) => void) {
  let last = getAuth().token
  return store.sub(authAtom, () => {
    const token = getAuth().token
    if (token !== last) {
      last = token
      listener(token)
    }
  })
}

export const useAuth = () => useAtomValue(authAtom)

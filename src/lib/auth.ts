import { useSyncExternalStore } from 'react'
import * as v from 'valibot'
import { Profile } from '../../contract/profile.ts'

const SignedIn = v.object({ token: v.pipe(v.string(), v.nonEmpty()), user: Profile })
export type SignedIn = v.InferOutput<typeof SignedIn>
export type AuthState = SignedIn | { token: null; user: null }

/** The signed-in state lives in localStorage under 'auth-storage'. */
const KEY = 'auth-storage'
const signedOut: AuthState = { token: null, user: null }

/** What was stored, trusted only when it has the shape this version writes; anything else reads as signed out. */
function read(): AuthState {
  try {
    const parsed = v.safeParse(SignedIn, JSON.parse(localStorage.getItem(KEY) ?? 'null'))
    return parsed.success ? parsed.output : signedOut
  } catch {
    return signedOut
  }
}

// A tiny store rather than a jotai atom: it is on every page, and the first screen's script is budgeted.
let current = read()
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

function write(next: AuthState) {
  current = next
  try {
    localStorage.setItem(KEY, JSON.stringify(next))
  } catch {
    // Storage full or refused (private mode): this tab stays signed in or out all the same.
  }
  emit()
}

// Signing in or out in another tab (or a 401 there) reaches this one through the storage event.
window.addEventListener('storage', (event) => {
  if (event.key !== KEY && event.key !== null) return
  current = read()
  emit()
})

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

export const getAuth = () => current
export const setAuth = (auth: SignedIn) => write(auth)
export const clearAuth = () => write(signedOut)

/** Keeps the stored copy of the user in step after a profile change, without touching the token. */
export function updateStoredUser(user: Profile) {
  if (current.token) setAuth({ token: current.token, user })
}

/** Calls `listener` whenever the signed-in token changes (sign-in, sign-out, another tab, a 401). */
export function onTokenChange(listener: (token: string | null) => void) {
  let last = current.token
  return subscribe(() => {
    if (current.token === last) return
    last = current.token
    listener(last)
  })
}

export const useAuth = () => useSyncExternalStore(subscribe, getAuth, getAuth)

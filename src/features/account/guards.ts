import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { getAuth } from '../../lib/auth.ts'

/** For private screens: a visitor goes to login and comes back here after signing in. */
export function requireSignedIn({ location }: { location: ParsedLocation }) {
  if (!getAuth().token) throw redirect({ to: '/login', search: { redirect: location.href } })
}

/** For login and sign-up: a signed-in user has no business there and goes to the dashboard. */
export function redirectSignedIn() {
  if (getAuth().token) throw redirect({ to: '/user-dashboard' })
}

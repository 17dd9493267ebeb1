import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { getAuth } from '../../lib/auth.ts'

export const ADMIN_ONLY_MESSAGE = 'The admin area is for admins only.'

/**
 * The admin area: a visitor goes to login and comes back after signing in; anyone else signed in goes home with
 * a message. The server refuses every admin endpoint to them all the same; this only spares them a broken screen.
 */
export function requireAdmin({ location }: { location: ParsedLocation }) {
  const { token, user } = getAuth()
  if (!token) throw redirect({ to: '/login', search: { redirect: location.href } })
  if (user.role !== 'admin') {
    // Loaded when needed: the guard runs from the first screen's script, which the toast store would outgrow.
    void import('../../ui/toast-store.ts').then(({ showToast }) => showToast({ tone: 'error', title: ADMIN_ONLY_MESSAGE }))
    throw redirect({ to: '/' })
  }
}

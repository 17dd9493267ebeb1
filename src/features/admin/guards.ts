import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { can, isStaff } from '../../../contract/permissions.ts'
import { getAuth } from '../../lib/auth.ts'

export const ADMIN_ONLY_MESSAGE = 'The admin area is for admins only.'
export const SECTION_DENIED_MESSAGE = 'You do not have access to that section.'

// Loaded when needed: the guard runs from the first screen's script, which the toast store would outgrow.
const say = (title: string) => void import('../../ui/toast-store.ts').then(({ showToast }) => showToast({ tone: 'error', title }))

/**
 * The admin area is for staff: a visitor goes to login and comes back after signing in; anyone signed in who is not
 * staff goes home with a message. A staff member without a section's permission goes to the Dashboard with a message.
 * The server refuses every admin endpoint to them all the same; this only spares them a broken screen.
 */
export async function requireStaff({ location }: { location: ParsedLocation }) {
  const { token, user } = getAuth()
  if (!token) throw redirect({ to: '/login', search: { redirect: location.href } })
  if (!isStaff(user)) {
    say(ADMIN_ONLY_MESSAGE)
    throw redirect({ to: '/' })
  }
  // The section list (labels and texts) loads with the admin screens, not with the first screen's script.
  const { permissionFor } = await import('./sections.ts')
  const permission = permissionFor(location.pathname.replace(/^\/admin-dashboard\/?/, ''))
  if (permission && !can(user, permission)) {
    say(SECTION_DENIED_MESSAGE)
    throw redirect({ to: '/admin-dashboard' })
  }
}

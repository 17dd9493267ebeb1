import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { getAuth } from '../../lib/auth.ts'

/**
 * The admin area's guard: a visitor goes to login and comes back after signing in; anyone else who may not open the
 * address is sent on with a message (`refusal`). The server refuses every admin endpoint to them all the same; this
 * only spares them a broken screen.
 */
export async function requireStaff({ location }: { location: ParsedLocation }) {
  const { token, user } = getAuth()
  if (!token) throw redirect({ to: '/login', search: { redirect: location.href } })
  // Loaded when needed: the guard runs from the first screen's script, which the permission table, the section list
  // and the toast store would outgrow.
  const { refusal } = await import('./staff-access.ts')
  const to = refusal(user, location.pathname)
  if (to) throw redirect({ to })
}

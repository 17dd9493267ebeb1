import { can, isStaff } from '../../../contract/permissions.ts'
import type { AuthState } from '../../lib/auth.ts'
import { showToast } from '../../ui/toast-store.ts'
import { permissionFor } from './sections.ts'

export const ADMIN_ONLY_MESSAGE = 'The admin area is for admins only.'
export const SECTION_DENIED_MESSAGE = 'You do not have access to that section.'

/**
 * Who may open an admin address: staff for the area, and the section's permission for a section. Someone signed in
 * who is not staff goes home, a staff member without the section's permission to the Dashboard, each told why;
 * undefined for who may.
 */
export function refusal(user: AuthState['user'], pathname: string): '/' | '/admin-dashboard' | undefined {
  if (!isStaff(user)) {
    showToast({ tone: 'error', title: ADMIN_ONLY_MESSAGE })
    return '/'
  }
  const permission = permissionFor(pathname.replace(/^\/admin-dashboard\/?/, ''))
  if (permission && !can(user, permission)) {
    showToast({ tone: 'error', title: SECTION_DENIED_MESSAGE })
    return '/admin-dashboard'
  }
}

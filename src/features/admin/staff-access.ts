import { can, isStaff } from '../../../contract/permissions.ts'
import type { AuthState } from '../../lib/auth.ts'
import { showToast } from '../../ui/toast-store.ts'
import { permissionFor } from '../../../contract/admin-sections.ts'

export const ADMIN_ONLY_MESSAGE = 'The admin area is for admins only.'
export const SECTION_DENIED_MESSAGE = 'You do not have access to that section.'
export const TWO_STEP_FIRST_MESSAGE = 'Please set up two-step sign-in first.'
const TWO_STEP_PATH = '/admin-dashboard/two-step'

/** A staff member past their days to set up two-step sign-in who has not: the admin area asks for it first. */
const mustSetUpTwoStep = ({ twoStep }: NonNullable<AuthState['user']>) =>
  !twoStep.enabled && twoStep.requiredFrom !== null && new Date(twoStep.requiredFrom).getTime() <= Date.now()

/**
 * Who may open an admin address: staff for the area, and the section's permission for a section. Someone signed in
 * who is not staff goes home, a staff member who must set up two-step sign-in to its screen, one without the
 * section's permission to the Dashboard, each told why;
 * undefined for who may.
 */
export function refusal(user: AuthState['user'], pathname: string): '/' | '/admin-dashboard' | typeof TWO_STEP_PATH | undefined {
  if (!isStaff(user)) {
    showToast({ tone: 'error', title: ADMIN_ONLY_MESSAGE })
    return '/'
  }
  if (user && mustSetUpTwoStep(user) && pathname !== TWO_STEP_PATH) {
    showToast({ tone: 'error', title: TWO_STEP_FIRST_MESSAGE })
    return TWO_STEP_PATH
  }
  const permission = permissionFor(pathname.replace(/^\/admin-dashboard\/?/, ''))
  if (permission && !can(user, permission)) {
    showToast({ tone: 'error', title: SECTION_DENIED_MESSAGE })
    return '/admin-dashboard'
  }
}

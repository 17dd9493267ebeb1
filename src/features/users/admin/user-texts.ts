import type { AdminUserRow, UserStatus } from '../../../../contract/users.ts'

export const statusLabel: Record<UserStatus, string> = { unverified: 'Unverified', active: 'Active', suspended: 'Suspended' }

/** A plan given by staff reads as a courtesy wherever it is shown, never as paid. */
export const planLabel = (plan: AdminUserRow['plan']) => (plan ? `${plan.title}${plan.courtesy ? ' (Courtesy)' : ''}` : 'No plan')

/** When a suspension ends, as the member is told it. */
export const untilLabel = (until: string | null) => (until ? `until ${new Date(until).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}` : 'indefinitely')

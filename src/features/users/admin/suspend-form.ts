import * as v from 'valibot'
import { SuspendBody } from '../../../../contract/users.ts'

// The suspend form: a reason, and a date and time on the staff member's clock or 'indefinitely'.

export interface SuspendFormValues {
  reason: string
  until: string
  indefinitely: boolean
}

export const emptySuspension: SuspendFormValues = { reason: '', until: '', indefinitely: true }

/** The local date-time box as the ISO moment the API takes; a blank or past one fails the contract or the server. */
const toBody = ({ reason, until, indefinitely }: SuspendFormValues) => ({
  reason,
  until: indefinitely ? null : until && !Number.isNaN(new Date(until).getTime()) ? new Date(until).toISOString() : until || 'none',
})

export const suspendFormSchema = v.pipe(v.custom<SuspendFormValues>(() => true), v.transform(toBody), SuspendBody)

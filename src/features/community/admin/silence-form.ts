import * as v from 'valibot'
import { SilenceBody } from '../../../../contract/admin-community.ts'

// The silence form: what its boxes hold (text), and how that becomes what the API takes. Its messages are the
// contract's own, under the field the server would name.

export interface SilenceFormValues {
  days: string
  reason: string
}

export const emptySilence: SilenceFormValues = { days: '7', reason: '' }

/** Days as the number the API takes; a blank box is no number, and fails the contract's rule as 0 or 'abc' would. */
const toBody = ({ days, reason }: SilenceFormValues): SilenceBody => ({ days: days.trim() === '' ? Number.NaN : Number(days), reason })

export const silenceFormSchema = v.pipe(v.custom<SilenceFormValues>(() => true), v.transform(toBody), SilenceBody)

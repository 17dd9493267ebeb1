import * as v from 'valibot'
import { CourtesyPlanBody, RoleChangeBody } from '../../../../contract/users.ts'

// The role and plan dialogs' boxes (text), and how they become what the API takes, by the contract's rules.

export interface RoleFormValues {
  role: string
  password: string
}
export const emptyRole: RoleFormValues = { role: '', password: '' }
/** A blank password is left out: the server then takes a step-up made in the last two minutes. */
export const roleFormSchema = v.pipe(
  v.custom<RoleFormValues>(() => true),
  v.transform(({ role, password }) => ({ role, ...(password ? { password } : {}) })),
  RoleChangeBody,
)

export interface PlanFormValues {
  planId: string
  days: string
}
export const emptyPlan: PlanFormValues = { planId: '', days: '30' }
const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text))
export const planFormSchema = v.pipe(
  v.custom<PlanFormValues>(() => true),
  v.transform(({ planId, days }) => ({ planId: number(planId), days: number(days) })),
  CourtesyPlanBody,
)

import { AdminPayment, AdminPlan, PlanInput, PlanPatch } from '../../../../contract/admin-plans.ts'
import { adminCollection } from '../../admin/index.ts'

/** Plan Management's calls: the list (in the plans page's order; search matches a title or badge), one plan, create, edit and delete. */
export const adminPlans = adminCollection({ name: 'plans', item: AdminPlan, input: PlanInput, patch: PlanPatch })

/** The payments behind the plans, newest first; search matches a member's email or name, or PayPal's order or capture id. Staff only read them. */
export const adminPayments = adminCollection({ name: 'payments', item: AdminPayment })

import { AdminPlan, PlanInput, PlanPatch } from '../../../../contract/admin-plans.ts'
import { formatMinorUnits } from '../../../../contract/money.ts'
import { durationLabel, featureTitles } from '../../../../contract/plans.ts'
import { adminCollection, adminSection, sectionForm } from '../../admin-kit/index.ts'
import { PaymentsLink } from './PaymentsLink.tsx'
import { emptyPlan, fromItem, planFormSchema } from './plan-form.ts'
import { PlanFields } from './PlanFields.tsx'

const statusTitles = { offered: 'Offered', retired: 'Retired' } as const

/** Plan Management: the plans in the plans page's order (search matches a title or badge), one plan, create, edit and delete. */
export const plansSection = adminSection({
  id: 'plans',
  title: 'Plan Management',
  heading: 'Plan Details',
  noun: { one: 'plan', many: 'plans' },
  calls: adminCollection({ name: 'plans', path: 'admin/plans', item: AdminPlan, input: PlanInput, patch: PlanPatch }),
  search: { label: 'Search plans', placeholder: 'Search plans...' },
  tools: PaymentsLink,
  card: (plan) => ({
    status: { value: plan.status, label: statusTitles[plan.status] },
    title: plan.title,
    subtitle: plan.description,
    facts: [
      ['Price', plan.price === 0 ? 'Free' : formatMinorUnits(plan.price, plan.currency)],
      ['Duration', durationLabel(plan.durationMonths)],
      ['Features', plan.featureSlugs.map((slug) => featureTitles[slug]).join(', ')],
      ['Position', plan.position],
      ['Members', plan.activeSubscriptions],
      ['Payments', plan.capturedPayments],
    ],
  }),
  // A plan members bought is refused with the server's reason (retire it instead), toasted by the confirmation.
  remove: {
    question: 'Delete this plan?',
    consequence: (plan) => `“${plan.title}” leaves the admin list and the plans page.`,
    done: 'Plan deleted.',
  },
  form: {
    title: 'Manage Plan',
    addLabel: 'Add New Plan',
    saved: 'Plan saved.',
    edit: sectionForm({ empty: () => emptyPlan, fromItem, schema: () => planFormSchema, Fields: PlanFields }),
  },
})

import type { AdminPlan } from '../../../../contract/admin-plans.ts'
import { formatMinorUnits } from '../../../../contract/money.ts'
import { durationLabel, featureTitles } from '../../../../contract/plans.ts'
import { ButtonLink } from '../../../ui/Button.tsx'
import { AdminItemCard, ConfirmDelete } from '../../admin/index.ts'
import { adminPlans } from '../api/admin-plans.ts'

const statusTitles = { offered: 'Offered', retired: 'Retired' } as const

export function AdminPlanCard({ plan }: { plan: AdminPlan }) {
  const remove = adminPlans.useDelete()
  return (
    <AdminItemCard
      id={`admin-plan-${plan.id}`}
      status={{ value: plan.status, label: statusTitles[plan.status] }}
      title={plan.title}
      subtitle={plan.description}
      facts={[
        ['Price', plan.price === 0 ? 'Free' : formatMinorUnits(plan.price, plan.currency)],
        ['Duration', durationLabel(plan.durationMonths)],
        ['Features', plan.featureSlugs.map((slug) => featureTitles[slug]).join(', ')],
        ['Position', plan.position],
        ['Members', plan.activeSubscriptions],
        ['Payments', plan.capturedPayments],
      ]}
      actions={
        <>
          <ButtonLink to="/admin-dashboard/plans/$id/edit" params={{ id: String(plan.id) }} variant="outline" size="sm" aria-label={`Edit ${plan.title}`}>
            Edit
          </ButtonLink>
          {/* A plan members bought is refused with the server's reason (retire it instead), toasted by ConfirmDelete. */}
          <ConfirmDelete
            name={plan.title}
            question="Delete this plan?"
            consequence={`“${plan.title}” leaves the admin list and the plans page.`}
            remove={() => remove.mutateAsync(plan.id)}
            pending={remove.isPending}
            done="Plan deleted."
          />
        </>
      }
    />
  )
}

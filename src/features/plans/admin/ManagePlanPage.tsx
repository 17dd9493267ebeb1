import type { AdminPlan, PlanValues } from '../../../../contract/admin-plans.ts'
import { ButtonLink } from '../../../ui/Button.tsx'
import { changedFields, EditItem, ManageItem, useSaved } from '../../admin/index.ts'
import { adminPlans } from '../api/admin-plans.ts'
import { emptyPlan, fromItem, planFormSchema } from './plan-form.ts'
import { PlanForm } from './PlanForm.tsx'

const usePlanSaved = () => useSaved('/admin-dashboard/plans', 'Plan saved.')

export function NewPlanPage() {
  const create = adminPlans.useCreate()
  const saved = usePlanSaved()
  return (
    <ManageItem title="Manage Plan">
      <PlanForm initial={emptyPlan} onSave={async (values) => saved((await create.mutateAsync(values)).message)} />
    </ManageItem>
  )
}

const back = (
  <ButtonLink to="/admin-dashboard/plans" variant="outline" size="sm">
    Back to the list
  </ButtonLink>
)

export function EditPlanPage({ id }: { id: string }) {
  return (
    <ManageItem title="Manage Plan">
      <EditItem id={id} query={adminPlans.itemQuery} noun="plan" back={back}>
        {(plan) => <EditPlanForm plan={plan} />}
      </EditItem>
    </ManageItem>
  )
}

function EditPlanForm({ plan }: { plan: AdminPlan }) {
  const update = adminPlans.useUpdate(plan.id)
  const saved = usePlanSaved()
  const initial = fromItem(plan)
  return (
    <PlanForm
      key={plan.id}
      initial={initial}
      onSave={async (values: PlanValues) => saved((await update.mutateAsync(changedFields(planFormSchema, initial, values))).message)}
    />
  )
}

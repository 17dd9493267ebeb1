import * as v from 'valibot'
import { PlanInput, planMessages, type AdminPlan, type PlanPatch, type PlanValues } from '../../../contract/admin-plans.ts'
import { HttpError, invalid, notFound } from '../../http/errors.ts'
import type { Access } from './access.ts'
import type { AdminPlanRow, AdminPlansRepository } from './admin-repository.ts'
import { inProductOrder } from './repository.ts'

const adminPlan = (row: AdminPlanRow): AdminPlan => ({ ...row, featureSlugs: inProductOrder(row.featureSlugs) })

const valuesOf = (plan: AdminPlan): PlanValues => ({
  title: plan.title,
  description: plan.description,
  durationMonths: plan.durationMonths,
  price: plan.price,
  currency: plan.currency as PlanValues['currency'],
  featureSlugs: plan.featureSlugs,
  position: plan.position,
  status: plan.status,
})

/**
 * Plan Management. What a plan grants is read afresh after every change: the access grants this node remembers
 * are dropped, so a feature taken out of a plan is refused at once here (on other nodes within a grant's life).
 */
export function createAdminPlansService(repo: AdminPlansRepository, access: Access) {
  async function item(id: number) {
    const row = await repo.item(id)
    if (!row) throw notFound(planMessages.notFound)
    return adminPlan(row)
  }

  return {
    item,

    async page(search: string | undefined, page: number) {
      const { items, hasMore } = await repo.page(search, page)
      return { plans: items.map(adminPlan), hasMore }
    },

    async create(values: PlanValues) {
      const id = await repo.insert(values)
      access.forgetAll()
      return item(id)
    },

    /** Only the fields sent change; the rules between them (a paid plan has a duration) hold on the plan as it will be. */
    async update(id: number, patch: PlanPatch) {
      const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined))
      const checked = v.safeParse(PlanInput, { ...valuesOf(await item(id)), ...changes })
      if (!checked.success) throw invalid(checked.issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message })))
      if (!(await repo.update(id, checked.output))) throw notFound(planMessages.notFound)
      access.forgetAll()
      return item(id)
    },

    async remove(id: number) {
      const result = await repo.remove(id)
      if (result === 'missing') throw notFound(planMessages.notFound)
      if (result === 'in-use') throw new HttpError(409, 'plan_in_use', planMessages.inUse)
      access.forgetAll()
    },

    async payments(search: string | undefined, page: number) {
      const { items, hasMore } = await repo.payments(search, page)
      return {
        payments: items.map(({ name, email, createdAt, updatedAt, ...payment }) => ({
          ...payment,
          createdAt: createdAt.toISOString(),
          updatedAt: updatedAt.toISOString(),
          member: { name, email },
        })),
        hasMore,
      }
    },
  }
}

export type AdminPlansService = ReturnType<typeof createAdminPlansService>

// The plans area's one door: the rest of the server reaches the area only through what this file exports.
export { plansModule } from './module.ts'
export { giveCourtesyPlan } from './checkout-repository.ts'
export { createPlansRepository } from './repository.ts'
export type { PlansRepository } from './repository.ts'
export { registerPayments, SANDBOX_PREFIX } from './payments.ts'

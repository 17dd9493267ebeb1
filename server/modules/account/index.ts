// The account area's one door: the rest of the server reaches the area only through what this file exports.
export { accountModule } from './module.ts'
export { accountLimits } from './limits.ts'
export { verificationEmail } from './emails.ts'
export { createAccountRepository } from './repository.ts'
export type { NewUser } from './repository.ts'

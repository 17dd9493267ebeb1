import type { Generated } from 'kysely'
import type { CreatedAt } from './columns.ts'

export interface TwoStepTable {
  user_id: string
  /** Base32, as authenticator apps take it. */
  secret: string
  /** Null while set-up waits for its first code. */
  enabled_at: Date | null
  /** The 30-second step of the last code accepted; only a later step's code is accepted next. */
  last_time_step: number | null
  recovery_salt: Buffer
  created_at: CreatedAt
}

export interface TwoStepRecoveryCodesTable {
  id: Generated<string>
  user_id: string
  code_hash: Buffer
  used_at: Date | null
}

export interface TwoStepTicketsTable {
  token_hash: Buffer
  user_id: string
  expires_at: Date
}

/** Two-step sign-in's tables (the account area's). */
export interface TwoStepTables {
  two_step: TwoStepTable
  two_step_recovery_codes: TwoStepRecoveryCodesTable
  two_step_tickets: TwoStepTicketsTable
}

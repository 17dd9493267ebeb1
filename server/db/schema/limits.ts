/** A rate-limit or lockout counter every node shares: one row per limit and subject, for one window. */
export interface RateLimitCountersTable {
  /** SHA-256 of the limit's name and its subject (an address, an email, a user id): no address or email is stored. */
  key: Buffer
  count: number
  reset_at: Date
}

/** The shared counters' table. */
export interface LimitsTables {
  rate_limit_counters: RateLimitCountersTable
}

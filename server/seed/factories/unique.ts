import { randomUUID } from 'node:crypto'

/** A value no other test or seed run has used: tests share one database and never clean it. */
export const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`

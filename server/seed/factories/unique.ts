import { randomUUID } from 'node:crypto'

/** A value no other test or seed run has used: tests share one database and never clean it. */
export const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`

/**
 * A word no other test has used, of letters only, for finding one's own rows with the lists' full-text search: a
 * digit after a hyphen is a separate (signed number) token to PostgreSQL's parser, so `unique`'s would not be one word.
 */
export const searchable = (prefix: string) => `${prefix}${randomUUID().replace(/[^a-f]/g, '').slice(0, 8)}q`

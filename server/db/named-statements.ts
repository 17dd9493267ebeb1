import { createHash } from 'node:crypto'
import pg from 'pg'

/**
 * Named statements a connection keeps prepared. Past this, rarer texts (an `in (…)` list of an unusual length)
 * go unnamed, so a long-lived connection's memory in the database stays bounded.
 */
export const MAX_NAMED_PER_CONNECTION = 300

const names = new Map<string, string>()

/** The statement's name: a digest of its text, so one text has one name on every connection and node. */
export function statementName(text: string) {
  let name = names.get(text)
  if (name === undefined) {
    name = `s_${createHash('sha1').update(text).digest('base64url')}`
    // Bounded like the per-connection count: texts past it are hashed again each time, never kept.
    if (names.size < MAX_NAMED_PER_CONNECTION * 8) names.set(text, name)
  }
  return name
}

/** Reads and writes through the query builder: their texts repeat. DDL, `begin` and migrations do not. */
const repeated = /^\s*(select|with|insert|update|delete)\b/i
/**
 * A search (`ILIKE` a pattern, `@@` a text query): how much it matches decides the plan. A rare word is best found
 * through its index and a common one by walking the list's order, so one plan kept for every word would be slow for
 * some; such statements are planned at each run with their own words.
 */
const searching = /\bilike\b|@@/i

/**
 * A `pg` client that sends every parameterised statement, and every read or write, by name. PostgreSQL then parses
 * and analyses a text once per connection, and after five runs may keep one plan for it; an unnamed statement is
 * parsed and planned again at every request, which costs a list page more than running it does.
 *
 * Other statements (DDL, `begin`, migrations) stay unnamed: they are rare, and a kept plan must not outlive a change
 * of the tables it reads. So do searches, above.
 */
export class NamedStatementClient extends pg.Client {
  private named = new Set<string>()

  // pg's overloads cannot be restated in a subclass; the arguments are passed through as given.
  override query(...args: unknown[]): never {
    const [config, values] = args
    const named = typeof config === 'string' && ((Array.isArray(values) && values.length > 0) || repeated.test(config)) && !searching.test(config)
    if (named) {
      const name = statementName(config)
      if (this.named.has(name) || this.named.size < MAX_NAMED_PER_CONNECTION) {
        this.named.add(name)
        args = [{ name, text: config, values: Array.isArray(values) ? values : [] }, ...args.slice(Array.isArray(values) ? 2 : 1)]
      }
    }
    return (super.query as (...a: unknown[]) => never)(...args)
  }
}

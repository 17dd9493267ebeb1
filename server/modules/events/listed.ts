import { sql } from 'kysely'

/**
 * Listed to the public: published and not yet ended. `NOT ended` adds nothing to the rule (the sweep sets it only once
 * ends_at has passed) but matches the listed indexes, which hold no ended event. The one rule for the list, the
 * sitemap, the filters' choices and the saved searches' alerts; `event` is the events row's name in the statement.
 */
export const listedEvent = (event = 'events') => sql<boolean>`${sql.raw(event)}.status = 'published' AND NOT ${sql.raw(event)}.ended AND ${sql.raw(event)}.ends_at > now()`

import { sql, type RawBuilder } from 'kysely'
import type { CategoryList, UsageKind } from '../../../contract/categories.ts'

/** The tables of the lists members choose from, each a `LookupTable` (server/db/schema/reference.ts). */
export type CategoryTable = 'subjects' | 'qualifications' | 'professions' | 'event_types' | 'event_modes' | 'publishers' | 'journal_indexes'

/**
 * Where records hold a value. A `column` is one value per record (`events.subject_id`); a `link` is a table of a
 * record's values (`user_subjects`), keyed by the record and the value, whose `carry` columns go with the link when
 * it is merged. Accounts count as experts when they hold the expert role and as members otherwise.
 */
export type Reference = (
  | { kind: 'column'; table: 'users' | 'vacancies' | 'events' | 'journals'; column: string }
  | { kind: 'link'; table: 'user_subjects' | 'vacancy_subjects' | 'journal_subjects' | 'journal_indexings'; owner: string; column: string; carry: string[] }
) & {
  usage: UsageKind | 'accounts'
  /** What a merge must rewrite on the records it moved (by their ids) that no trigger keeps: copied titles. */
  refresh?: (records: unknown[]) => RawBuilder<unknown>
}

export interface ListDefinition {
  table: CategoryTable
  references: Reference[]
  /** Values some rule depends on by slug: renamed and moved, never retired, merged or deleted. */
  fixed: readonly string[]
  /** Values nothing may be merged into, by slug, and why. */
  noMergeInto?: { slugs: readonly string[]; message: string }
}

/** Every reference to every list: a merge moves all of them, and a value with any of them is not deleted. */
export const categoryDefinitions: Record<CategoryList, ListDefinition> = {
  subjects: {
    table: 'subjects',
    references: [
      { kind: 'link', table: 'user_subjects', owner: 'user_id', column: 'subject_id', carry: [], usage: 'accounts' },
      {
        kind: 'link',
        table: 'vacancy_subjects',
        owner: 'vacancy_id',
        column: 'subject_id',
        carry: ['position'],
        usage: 'vacancies',
        refresh: (ids) => sql`UPDATE vacancies SET subject_text = vacancy_subject_text(id) WHERE id = ANY(${ids}::bigint[])`,
      },
      {
        kind: 'column',
        table: 'events',
        column: 'subject_id',
        usage: 'events',
        refresh: (ids) => sql`UPDATE events SET subject_text = subject_titles(ARRAY[subject_id]) WHERE id = ANY(${ids}::bigint[])`,
      },
      { kind: 'link', table: 'journal_subjects', owner: 'journal_id', column: 'subject_id', carry: [], usage: 'journals' },
    ],
    fixed: [],
  },
  qualifications: {
    table: 'qualifications',
    references: [
      { kind: 'column', table: 'users', column: 'qualification_id', usage: 'accounts' },
      { kind: 'column', table: 'vacancies', column: 'qualification_id', usage: 'vacancies' },
    ],
    fixed: [],
  },
  professions: { table: 'professions', references: [{ kind: 'column', table: 'users', column: 'profession_id', usage: 'accounts' }], fixed: [] },
  'event-types': { table: 'event_types', references: [{ kind: 'column', table: 'events', column: 'type_id', usage: 'events' }], fixed: [] },
  'event-modes': {
    table: 'event_modes',
    references: [{ kind: 'column', table: 'events', column: 'mode_id', usage: 'events' }],
    // An online event has no place and the others have one (server/modules/events/admin-service.ts).
    fixed: ['in-person', 'online', 'hybrid'],
    noMergeInto: { slugs: ['online'], message: 'Events of another mode have a place, and an online event has none: they cannot become online events' },
  },
  publishers: { table: 'publishers', references: [{ kind: 'column', table: 'journals', column: 'publisher_id', usage: 'journals' }], fixed: [] },
  indexes: {
    table: 'journal_indexes',
    references: [{ kind: 'link', table: 'journal_indexings', owner: 'journal_id', column: 'index_id', carry: [], usage: 'journals' }],
    fixed: [],
  },
}

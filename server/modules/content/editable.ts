import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { ContentKind } from '../../db/schema/content.ts'

/** The fields of one version of a page or section, as the admin API names them. */
export type Fields = Record<string, unknown>

/**
 * What drafts, publishing and revisions need to know of one kind of managed content (pages, sections): where its
 * published version lives, how a draft is cleaned and checked, and how it is published.
 */
export interface EditableKind<F extends Fields> {
  kind: ContentKind
  /** 'Page', 'Section': the start of the answers' messages. */
  noun: string
  /** Every published item, for the list. */
  listPublished(db: Kysely<Database>): Promise<{ slug: string; title: string; updatedAt: Date }[]>
  published(db: Kysely<Database>, slug: string): Promise<{ fields: F; updatedAt: Date } | undefined>
  /**
   * The fields as they will be stored: cleaned, and checked against the database (a 400 with field messages).
   * `slug` is the item's address now, null for an item being added.
   */
  prepare(db: Kysely<Database>, slug: string | null, fields: F): Promise<F>
  /** Makes `fields` the public version of the item at `slug`; a page may move to another address with it. */
  publish(db: Kysely<Database>, slug: string, fields: F): Promise<void>
  /** The item's name in lists and the audit log. */
  title(fields: F): string
  /** The item's address after publishing `fields`. */
  slugOf(slug: string, fields: F): string
  /** What the editor is shown besides the fields (a section's image as a file). */
  present(db: Kysely<Database>, fields: F): Promise<Fields>
}

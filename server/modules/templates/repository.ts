import { sql, type Kysely } from 'kysely'
import { templateKinds, type TemplateFormat, type TemplateKind } from '../../../contract/templates.ts'
import type { Database } from '../../db/schema.ts'
import { inTransaction } from '../../db/transaction.ts'

export interface NewTemplateFile {
  kind: TemplateKind
  name: string
  storedPath: string
  format: TemplateFormat
  mimeType: string
  sizeBytes: number
  updatedBy: string | null
}

// The tree's order: by kind as the product lists them, then by name.
const kindOrder = sql<number>`array_position(${sql.val([...templateKinds])}::text[], tf.kind)`

export function createTemplatesRepository(db: Kysely<Database>) {
  const files = () =>
    db
      .selectFrom('template_files as tf')
      .leftJoin('users as u', 'u.id', 'tf.updated_by')
      .select([
        'tf.id',
        'tf.kind',
        'tf.name',
        'tf.stored_path as storedPath',
        'tf.format',
        'tf.mime_type as mimeType',
        'tf.size_bytes as sizeBytes',
        'tf.updated_at as updatedAt',
        'u.name as updatedBy',
      ])

  return {
    all: () => files().orderBy(kindOrder).orderBy('tf.name').orderBy('tf.id').execute(),

    byId: (id: string) => files().where('tf.id', '=', id).executeTakeFirst(),

    byStoredPath: (storedPath: string) =>
      db.selectFrom('template_files').select(['name', 'format', 'mime_type as mimeType']).where('stored_path', '=', storedPath).executeTakeFirst(),

    async insert(file: NewTemplateFile) {
      const row = await db
        .insertInto('template_files')
        .values({
          kind: file.kind,
          name: file.name,
          stored_path: file.storedPath,
          format: file.format,
          mime_type: file.mimeType,
          size_bytes: file.sizeBytes,
          updated_by: file.updatedBy,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },

    /** New content for an entry; answers the path it had, for the caller to remove, or undefined when there is no such entry. */
    async replaceContent(id: string, file: Omit<NewTemplateFile, 'kind' | 'name'>) {
      return inTransaction(db, async (trx) => {
        const old = await trx.selectFrom('template_files').select('stored_path').where('id', '=', id).forUpdate().executeTakeFirst()
        if (!old) return undefined
        await trx
          .updateTable('template_files')
          .set({
            stored_path: file.storedPath,
            format: file.format,
            mime_type: file.mimeType,
            size_bytes: file.sizeBytes,
            updated_by: file.updatedBy,
            updated_at: new Date(),
          })
          .where('id', '=', id)
          .execute()
        return old.stored_path
      })
    },

    /** Renames or moves an entry; false when there is no such entry. */
    async update(id: string, changes: { kind?: TemplateKind; name?: string; updatedBy: string }) {
      const row = await db
        .updateTable('template_files')
        .set({ kind: changes.kind, name: changes.name, updated_by: changes.updatedBy, updated_at: new Date() })
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst()
      return Boolean(row)
    },

    /** Deletes an entry; answers its stored path, or undefined when there was none. */
    async remove(id: string) {
      const row = await db.deleteFrom('template_files').where('id', '=', id).returning('stored_path').executeTakeFirst()
      return row?.stored_path
    },
  }
}

export type TemplatesRepository = ReturnType<typeof createTemplatesRepository>
export type TemplateFileRow = Awaited<ReturnType<TemplatesRepository['all']>>[number]

import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

export function createFilesRepository(db: Kysely<Database>) {
  return {
    byPath: (path: string) =>
      db.selectFrom('files').select(['id', 'path', 'mime_type as mimeType']).where('path', '=', path).executeTakeFirst(),

    /** Records a stored file; the same path recorded again keeps one row. */
    async record(file: { path: string; mimeType: string; sizeBytes: number; alt?: string }) {
      const row = await db
        .insertInto('files')
        .values({ path: file.path, mime_type: file.mimeType, size_bytes: file.sizeBytes, alt: file.alt ?? '' })
        .onConflict((oc) => oc.column('path').doUpdateSet({ mime_type: file.mimeType, size_bytes: file.sizeBytes }))
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },

    /** Records a private file (a profile photo): never served by `/serve-file`, only to its owner and admins. */
    async recordPrivate(trx: Kysely<Database>, file: { ownerId: string; name: string; mimeType: string; sizeBytes: number }) {
      const row = await trx
        .insertInto('private_files')
        .values({ owner_id: file.ownerId, name: file.name, mime_type: file.mimeType, size_bytes: file.sizeBytes })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },

    privateByName: (name: string) =>
      db
        .selectFrom('private_files')
        .select(['id', 'owner_id as ownerId', 'name', 'mime_type as mimeType'])
        .where('name', '=', name)
        .executeTakeFirst(),

    async deletePrivate(trx: Kysely<Database>, id: string) {
      await trx.deleteFrom('private_files').where('id', '=', id).execute()
    },
  }
}

export type FilesRepository = ReturnType<typeof createFilesRepository>

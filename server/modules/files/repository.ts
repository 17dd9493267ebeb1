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
  }
}

export type FilesRepository = ReturnType<typeof createFilesRepository>

import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import type { SectionFields } from '../../../contract/admin-content.ts'
import type { FileRef } from '../../../contract/common.ts'
import type { Database } from '../../db/schema.ts'
import { invalid } from '../../http/errors.ts'
import type { EditableKind } from './editable.ts'

const fileRef = (db: Kysely<Database>, id: string | null) =>
  id
    ? db
        .selectFrom('files')
        .select(['id', 'path', 'mime_type as mimeType', 'alt'])
        .where('id', '=', id)
        .executeTakeFirst()
        .then((file): FileRef | null => file ?? null)
    : Promise.resolve(null)

/** The header blocks keyed by slug (a directory's intro, the home page's blocks): heading, texts, points, image. */
export const sectionKind: EditableKind<SectionFields> = {
  kind: 'section',
  noun: 'Section',

  listPublished: (db) => db.selectFrom('sections').select(['slug', 'heading as title', 'updated_at as updatedAt']).orderBy('slug').execute(),

  async published(db, slug) {
    const row = await db.selectFrom('sections').selectAll().where('slug', '=', slug).executeTakeFirst()
    return (
      row && {
        fields: {
          heading: row.heading,
          text1: row.text1,
          text2: row.text2,
          text3: row.text3,
          point1Heading: row.point1_heading,
          point1Text: row.point1_text,
          point2Heading: row.point2_heading,
          point2Text: row.point2_text,
          point3Heading: row.point3_heading,
          point3Text: row.point3_text,
          fileId: row.file_id,
        },
        updatedAt: row.updated_at,
      }
    )
  },

  async prepare(db, _slug, fields) {
    if (fields.fileId) {
      const file = await db
        .selectFrom('files')
        .select('id')
        .where('id', '=', fields.fileId)
        .where(sql<boolean>`(mime_type LIKE 'image/%' OR mime_type LIKE 'video/%')`)
        .executeTakeFirst()
      if (!file) throw invalid([{ path: 'fileId', message: 'Choose an image from the media library' }])
    }
    return fields
  },

  async publish(db, slug, fields) {
    await db
      .updateTable('sections')
      .set({
        heading: fields.heading,
        text1: fields.text1,
        text2: fields.text2,
        text3: fields.text3,
        point1_heading: fields.point1Heading,
        point1_text: fields.point1Text,
        point2_heading: fields.point2Heading,
        point2_text: fields.point2Text,
        point3_heading: fields.point3Heading,
        point3_text: fields.point3Text,
        file_id: fields.fileId,
        updated_at: new Date(),
      })
      .where('slug', '=', slug)
      .execute()
  },

  title: (fields) => fields.heading,
  slugOf: (slug) => slug,
  present: async (db, fields) => ({ file: await fileRef(db, fields.fileId) }),
}

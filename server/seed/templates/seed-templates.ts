import type { Kysely } from 'kysely'
import { templateKindTitles } from '../../../contract/templates.ts'
import type { Database } from '../../db/schema.ts'
import type { FileStorage } from '../../storage/local-storage.ts'
import { createTemplateFile } from '../factories/templates.ts'
import { articleKinds } from './article-kinds.ts'
import { writeDocx } from './docx-writer.ts'
import { writeLatex } from './latex-writer.ts'

/** Every site starts with a Word and a LaTeX template of each article kind, written from the same definition. */
export async function seedStarterTemplates(db: Kysely<Database>, storage: FileStorage) {
  for (const kind of articleKinds) {
    const title = templateKindTitles[kind.kind]
    await createTemplateFile(db, storage, { kind: kind.kind, name: `${title} (Word)`, data: await writeDocx(kind) })
    await createTemplateFile(db, storage, { kind: kind.kind, name: `${title} (LaTeX)`, data: Buffer.from(writeLatex(kind)) })
  }
}

import type { Kysely } from 'kysely'
import type { TemplateKind } from '../../../contract/templates.ts'
import type { Database } from '../../db/schema.ts'
import { createTemplatesRepository, storeTemplate, detectTemplateType } from '../../modules/templates/index.ts'
import type { FileStorage } from '../../storage/local-storage.ts'
import { unique } from './unique.ts'

/** A LaTeX source small enough for tests, and a template as any other. */
export const minimalLatex = (body = 'Hello.') => Buffer.from(`\\documentclass{article}\n\\begin{document}\n${body}\n\\end{document}\n`)

// The starter templates and the tests store files through this, as an upload does: typed by content, then recorded.
export async function createTemplateFile(
  db: Kysely<Database>,
  storage: FileStorage,
  overrides: Partial<{ kind: TemplateKind; name: string; data: Buffer; updatedBy: string | null }> = {},
) {
  const data = overrides.data ?? minimalLatex()
  const type = detectTemplateType(data)
  if (!type) throw new Error('A template file must be a Word document, a LaTeX source or a PDF')
  const repo = createTemplatesRepository(db)
  const id = await storeTemplate(repo, storage, {
    kind: overrides.kind ?? 'case-report',
    name: overrides.name ?? unique('Template'),
    data,
    type,
    updatedBy: overrides.updatedBy ?? null,
  })
  return (await repo.byId(id))!
}

import { randomUUID } from 'node:crypto'
import { templateKinds, type TemplateKind, type TemplateMap } from '../../../contract/templates.ts'
import type { FileStorage } from '../../storage/local-storage.ts'
import type { NewTemplateFile, TemplatesRepository } from './repository.ts'
import { templateFile } from './responses.ts'
import type { TemplateType } from './template-type.ts'

/** Where a template's bytes are stored: a fresh name for every upload, so a path always means the same content. */
export const newStoredPath = (type: TemplateType) => `templates/${randomUUID()}.${type.format}`

/** Writes the bytes, then records them; a failed record takes the bytes away again, so nothing is left behind. */
export async function storeTemplate(
  repo: TemplatesRepository,
  storage: FileStorage,
  file: { kind: TemplateKind; name: string; data: Buffer; type: TemplateType; updatedBy: string | null },
) {
  const storedPath = newStoredPath(file.type)
  await storage.write(storedPath, file.data)
  const record: NewTemplateFile = { kind: file.kind, name: file.name, storedPath, format: file.type.format, mimeType: file.type.mimeType, sizeBytes: file.data.length, updatedBy: file.updatedBy }
  try {
    return await repo.insert(record)
  } catch (err) {
    await storage.remove(storedPath)
    throw err
  }
}

export function createTemplatesService(repo: TemplatesRepository) {
  return {
    /** Every kind's files, each kind present even when it has none. */
    async map(): Promise<TemplateMap> {
      const map = Object.fromEntries(templateKinds.map((kind) => [kind, []])) as unknown as TemplateMap
      for (const row of await repo.all()) map[row.kind].push(templateFile(row))
      return map
    },
  }
}

export type TemplatesService = ReturnType<typeof createTemplatesService>

import { TemplateUploadFields, type TemplatePatch } from '../../../contract/admin-templates.ts'
import { HttpError, notFound } from '../../http/errors.ts'
import { parseInput } from '../../http/valibot.ts'
import type { FileStorage } from '../../storage/local-storage.ts'
import type { TemplatesRepository } from './repository.ts'
import { adminTemplateFile } from './responses.ts'
import { newStoredPath, storeTemplate } from './service.ts'
import { detectTemplateType } from './template-type.ts'
import type { Upload } from '../../http/upload.ts'

const notFoundMessage = 'Template not found'

const notATemplate = () =>
  new HttpError(415, 'unsupported_media_type', 'Please choose a Word document (.docx), a LaTeX source (.tex) or a PDF.', [
    { path: 'file', message: 'Choose a Word document (.docx), a LaTeX source (.tex) or a PDF' },
  ])

/** The bytes decide, not the file name or the type the browser claims. */
function typeOf(data: Buffer) {
  const type = detectTemplateType(data)
  if (!type) throw notATemplate()
  return type
}

export function createAdminTemplatesService(repo: TemplatesRepository, storage: FileStorage) {
  async function item(id: string) {
    const row = await repo.byId(id)
    if (!row) throw notFound(notFoundMessage)
    return adminTemplateFile(row)
  }

  return {
    item,

    async list() {
      return (await repo.all()).map(adminTemplateFile)
    },

    /** A new file under a kind: its fields are checked before its content, and nothing is written unless both pass. */
    async upload({ fields, data }: Upload, staffId: string) {
      const parsed = parseInput(TemplateUploadFields, fields)
      if ('error' in parsed) throw parsed.error
      const type = typeOf(data)
      return item(await storeTemplate(repo, storage, { ...parsed.value, data, type, updatedBy: staffId }))
    },

    /** New content for the same entry, under a new path; the old bytes go once the entry points at the new ones. */
    async replace(id: string, { data }: Upload, staffId: string) {
      const type = typeOf(data)
      if (!(await repo.byId(id))) throw notFound(notFoundMessage)
      const storedPath = newStoredPath(type)
      await storage.write(storedPath, data)
      const old = await repo
        .replaceContent(id, { storedPath, format: type.format, mimeType: type.mimeType, sizeBytes: data.length, updatedBy: staffId })
        .catch(async (err: unknown) => {
          await storage.remove(storedPath)
          throw err
        })
      if (old === undefined) {
        await storage.remove(storedPath)
        throw notFound(notFoundMessage)
      }
      await storage.remove(old)
      return item(id)
    },

    /** Rename, move to another kind, or both. */
    async update(id: string, patch: TemplatePatch, staffId: string) {
      if (!(await repo.update(id, { ...patch, updatedBy: staffId }))) throw notFound(notFoundMessage)
      return item(id)
    },

    async remove(id: string) {
      const storedPath = await repo.remove(id)
      if (storedPath === undefined) throw notFound(notFoundMessage)
      await storage.remove(storedPath)
    },
  }
}

export type AdminTemplatesService = ReturnType<typeof createAdminTemplatesService>

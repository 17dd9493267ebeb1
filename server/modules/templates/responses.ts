import type { AdminTemplateFile } from '../../../contract/admin-templates.ts'
import type { TemplateFile } from '../../../contract/templates.ts'
import type { TemplateFileRow } from './repository.ts'

export const templateFile = (row: TemplateFileRow): TemplateFile => ({
  id: row.id,
  name: row.name,
  path: row.storedPath,
  format: row.format,
  sizeBytes: row.sizeBytes,
  updatedAt: row.updatedAt.toISOString(),
})

export const adminTemplateFile = (row: TemplateFileRow): AdminTemplateFile => ({ ...templateFile(row), kind: row.kind, updatedBy: row.updatedBy })

import type { Generated } from 'kysely'
import type { TemplateFormat, TemplateKind } from '../../../contract/templates.ts'
import type { CreatedAt, UpdatedAt } from './columns.ts'

export interface TemplateFilesTable {
  id: Generated<string>
  kind: TemplateKind
  name: string
  stored_path: string
  format: TemplateFormat
  mime_type: string
  size_bytes: number
  created_at: CreatedAt
  updated_at: UpdatedAt
  updated_by: string | null
}

/** The templates area's tables. */
export interface TemplatesTables {
  template_files: TemplateFilesTable
}

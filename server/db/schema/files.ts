import type { Generated, Selectable } from 'kysely'
import type { CreatedAt } from './columns.ts'

export interface FilesTable {
  id: Generated<string>
  path: string
  mime_type: string
  size_bytes: number
  alt: Generated<string>
  created_at: CreatedAt
}

export interface PrivateFilesTable {
  id: Generated<string>
  owner_id: string
  name: string
  mime_type: string
  size_bytes: number
  created_at: CreatedAt
}

/** The files area's tables. */
export interface FilesTables {
  files: FilesTable
  private_files: PrivateFilesTable
}

export type FileRow = Selectable<FilesTable>

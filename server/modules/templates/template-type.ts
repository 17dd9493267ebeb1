import type { TemplateFormat } from '../../../contract/templates.ts'
import { zipEntries } from './zip-entries.ts'

export interface TemplateType {
  format: TemplateFormat
  mimeType: string
}

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

const isDocx = (data: Buffer) => {
  if (data.length < 22 || data.readUInt32LE(0) !== 0x04034b50) return false
  const names = zipEntries(data)?.map((entry) => entry.name)
  return Boolean(names?.includes('word/document.xml') && names.includes('[Content_Types].xml'))
}

const isPdf = (data: Buffer) => data.toString('latin1', 0, 5) === '%PDF-'

/** UTF-8 text with no NUL bytes that declares a document class: a LaTeX source, not any text file. */
const isTex = (data: Buffer) => {
  if (data.includes(0)) return false
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(data)
    return /\\documentclass\s*(\[[^\]]*\])?\s*\{/.test(text)
  } catch {
    return false
  }
}

/** A Word document, a LaTeX source or a PDF, by content, never by name or declared type; anything else is null. */
export function detectTemplateType(data: Buffer): TemplateType | null {
  if (isDocx(data)) return { format: 'docx', mimeType: DOCX_MIME }
  if (isPdf(data)) return { format: 'pdf', mimeType: 'application/pdf' }
  if (isTex(data)) return { format: 'tex', mimeType: 'application/x-tex' }
  return null
}

import { templateFormatLabels, type TemplateFile } from '../../../contract/templates.ts'
import { formatDate } from '../../lib/dates.ts'

const size = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 })

/** '24.5 kB', '1.2 MB' */
export function formatSize(bytes: number) {
  if (bytes < 1000 * 1000) return `${size.format(Math.max(bytes / 1000, 0.1))} kB`
  return `${size.format(bytes / 1000 / 1000)} MB`
}

/** 'Word · 12.3 kB · updated 5 Mar 2025' */
export const fileFacts = (file: TemplateFile) => `${templateFormatLabels[file.format]} · ${formatSize(file.sizeBytes)} · updated ${formatDate(file.updatedAt)}`

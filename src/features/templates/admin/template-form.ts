import * as v from 'valibot'
import { TemplateKindField, TemplateNameField } from '../../../../contract/admin-templates.ts'
import { TEMPLATE_MAX_BYTES } from '../../../../contract/templates.ts'

const megabytes = TEMPLATE_MAX_BYTES / 1024 / 1024

// The server decides the type by content; here only what the browser can tell before sending: a file, not too big.
const FileField = v.pipe(
  v.custom<File>((value) => value instanceof File, 'Please choose a file to upload.'),
  v.check((file) => file.size > 0, 'The file is empty'),
  v.check((file) => file.size <= TEMPLATE_MAX_BYTES, `Choose a file of at most ${megabytes} MB`),
)

export const fileHint = `A Word document (.docx), a LaTeX source (.tex) or a PDF, at most ${megabytes} MB.`

/** An upload needs all three; an edit may keep the file it has. */
export const uploadSchema = v.object({ kind: TemplateKindField, name: TemplateNameField, file: FileField })
export const editSchema = v.object({ kind: TemplateKindField, name: TemplateNameField, file: v.nullable(FileField) })

export type TemplateFormValues = { kind: string; name: string; file: File | null }

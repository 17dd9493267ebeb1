import * as v from 'valibot'
import { requiredText } from './admin-fields.ts'
import { envelope } from './common.ts'
import { TEMPLATE_NAME_MAX, TemplateFile, templateKinds } from './templates.ts'

// Templates Management: an upload is multipart (fields `kind`, `name`, then `file`); renaming and moving are JSON.

export const TemplateKindField = v.picklist(templateKinds, 'Choose an article type from the list')
export const TemplateNameField = requiredText('Name', TEMPLATE_NAME_MAX)

export const TemplateUploadFields = v.object({ kind: TemplateKindField, name: TemplateNameField })

/** Rename (a new display name), move (another kind), or both. */
export const TemplatePatch = v.pipe(
  v.object({ kind: v.optional(TemplateKindField), name: v.optional(TemplateNameField) }),
  v.check((patch) => patch.kind !== undefined || patch.name !== undefined, 'Send a new name or a new article type'),
)
export type TemplatePatch = v.InferOutput<typeof TemplatePatch>

export const AdminTemplateParams = v.object({ id: v.pipe(v.string(), v.uuid('Template not found')) })

export const AdminTemplateFile = v.object({
  ...TemplateFile.entries,
  kind: TemplateKindField,
  /** Who uploaded or last changed it; null for the starter templates. */
  updatedBy: v.nullable(v.string()),
})
export type AdminTemplateFile = v.InferOutput<typeof AdminTemplateFile>

export const AdminTemplateListResponse = envelope(v.array(AdminTemplateFile))
export const AdminTemplateResponse = envelope(AdminTemplateFile)

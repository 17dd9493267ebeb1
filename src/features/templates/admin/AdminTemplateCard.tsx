import { useState } from 'react'
import type { AdminTemplateFile } from '../../../../contract/admin-templates.ts'
import { templateFormatLabels } from '../../../../contract/templates.ts'
import { formatDateTime } from '../../../lib/dates.ts'
import { Button } from '../../../ui/Button.tsx'
import { useToast } from '../../../ui/toast-store.ts'
import { AdminItemCard, ConfirmDelete, useCanChange } from '../../admin-kit/index.ts'
import { useDeleteTemplate, useEditTemplate } from '../api/admin-templates.ts'
import { formatSize } from '../format.ts'
import { kindLabel } from './kind-options.ts'
import { editSchema } from './template-form.ts'
import { TemplateForm } from './TemplateForm.tsx'

/** One stored template: its facts, and Edit (rename, move, replace the file) and Delete. */
export function AdminTemplateCard({ file }: { file: AdminTemplateFile }) {
  const canChange = useCanChange('templates')
  const [editing, setEditing] = useState(false)
  const edit = useEditTemplate(file.id)
  const remove = useDeleteTemplate()
  const { toast } = useToast()
  return (
    <AdminItemCard
      id={`admin-template-${file.id}`}
      status={{ value: file.format, label: templateFormatLabels[file.format] }}
      title={file.name}
      subtitle={kindLabel(file.kind)}
      body={
        editing && (
          <TemplateForm
            schema={editSchema}
            initial={{ kind: file.kind, name: file.name, file: null }}
            fileLabel="Replace the file (optional)"
            submitLabel="Save template"
            cancel={
              <Button variant="outline" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            }
            onSave={async ({ kind, name, file: content }) => {
              const changed = kind !== file.kind || name !== file.name
              const reply = await edit.mutateAsync({ patch: changed ? { kind, name } : null, file: content })
              toast({ tone: 'success', title: reply?.message ?? 'Nothing to change.' })
              setEditing(false)
              return false
            }}
          />
        )
      }
      facts={[
        ['Size', formatSize(file.sizeBytes)],
        ['Updated', formatDateTime(file.updatedAt)],
        ['By', file.updatedBy ?? 'Starter template'],
      ]}
      actions={
        canChange && !editing && (
          <>
            <Button variant="outline" size="sm" onClick={() => setEditing(true)} aria-label={`Edit ${file.name}`}>
              Edit
            </Button>
            <ConfirmDelete
              name={file.name}
              question="Delete this template?"
              consequence={`“${file.name}” leaves the Templates page, and its file is removed.`}
              remove={() => remove.mutateAsync(file.id)}
              pending={remove.isPending}
              done="Template deleted."
            />
          </>
        )
      }
    />
  )
}

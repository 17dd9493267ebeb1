import { useQuery } from '@tanstack/react-query'
import type { AdminTemplateFile } from '../../../../contract/admin-templates.ts'
import { templateKinds } from '../../../../contract/templates.ts'
import { usePageMeta } from '../../../lib/page-meta.ts'
import { QueryState } from '../../../ui/QueryState.tsx'
import { Skeleton } from '../../../ui/Skeleton.tsx'
import { TitledSection } from '../../../ui/TitledSection.tsx'
import { useToast } from '../../../ui/toast-store.ts'
import { formStyles } from '../../admin-kit/index.ts'
import * as styles from './AdminTemplates.css.ts'
import { adminTemplatesQuery, useUploadTemplate } from '../api/admin-templates.ts'
import { AdminTemplateCard } from './AdminTemplateCard.tsx'
import { kindLabel } from './kind-options.ts'
import { uploadSchema } from './template-form.ts'
import { TemplateForm } from './TemplateForm.tsx'

const byKind = (files: AdminTemplateFile[]) => templateKinds.map((kind) => ({ kind, files: files.filter((f) => f.kind === kind) })).filter((group) => group.files.length)

/** Templates Management: upload a file under an article type, then each type's files with Edit and Delete. */
export function AdminTemplatesPage() {
  usePageMeta('Templates Management')
  const list = useQuery(adminTemplatesQuery())
  const upload = useUploadTemplate()
  const { toast } = useToast()
  return (
    <section className={styles.page} aria-labelledby="admin-templates-title">
      <h1 id="admin-templates-title" className={formStyles.title}>
        Templates Management
      </h1>
      <TitledSection title="Upload a template">
        <TemplateForm
          schema={uploadSchema}
          initial={{ kind: '', name: '', file: null }}
          fileLabel="File"
          submitLabel="Upload template"
          onSave={async (values) => {
            const reply = await upload.mutateAsync(values)
            toast({ tone: 'success', title: reply.message ?? 'Template uploaded.' })
            return true
          }}
        />
      </TitledSection>
      <QueryState query={list} loadingLabel="Loading the templates" pending={<Skeleton lines={8} />} errorTitle="We could not load the templates.">
        {(files) =>
          byKind(files).map(({ kind, files: ofKind }) => (
            <TitledSection key={kind} title={kindLabel(kind)}>
              <ul className={styles.grid}>
                {ofKind.map((file) => (
                  <li key={file.id}>
                    <AdminTemplateCard file={file} />
                  </li>
                ))}
              </ul>
            </TitledSection>
          ))
        }
      </QueryState>
    </section>
  )
}

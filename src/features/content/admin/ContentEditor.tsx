import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react'
import * as v from 'valibot'
import { contentKinds, PageFields, SectionFields, type AdminPage, type AdminSection, type ContentKind } from '../../../../contract/admin-content.ts'
import type { Section } from '../../../../contract/content.ts'
import { formatDateTime } from '../../../lib/dates.ts'
import { usePageMeta } from '../../../lib/page-meta.ts'
import { useForm } from '../../../ui/use-form.ts'
import { Button } from '../../../ui/Button.tsx'
import { SelectField } from '../../../ui/form/SelectField.tsx'
import { TextareaField, TextField } from '../../../ui/form/TextField.tsx'
import { SectionHeader } from '../../../ui/ListScreen.tsx'
import { QueryState } from '../../../ui/QueryState.tsx'
import { Skeleton } from '../../../ui/Skeleton.tsx'
import { TitledSection } from '../../../ui/TitledSection.tsx'
import { useToast } from '../../../ui/toast-store.ts'
import { formStyles, useCanChange } from '../../admin-kit/index.ts'
import { contentItemQuery, usePublish, useSaveDraft, type AdminItem, type DraftFields } from './api/content-admin.ts'
import * as styles from './ContentAdmin.css.ts'
import { RevisionsPanel } from './RevisionsPanel.tsx'
import { mediaQuery } from './site/site-api.ts'

/** The media library's images loaded so far, for the editor and the section's image. */
const useMediaImages = () => useInfiniteQuery(mediaQuery()).data?.pages.flatMap((page) => page.media).filter((item) => item.mimeType.startsWith('image/')) ?? []

// The editor (ProseMirror, through Tiptap) loads with this screen's first page edit, never with the route.
const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'))
// The page as visitors see it, with their HTML sanitizer (DOMPurify): loaded when staff open the preview.
const Article = lazy(() => import('../components/ContentPage.tsx').then((m) => ({ default: m.Article })))

const pageValues = (page: AdminPage) => ({ slug: page.slug, title: page.title, description: page.description, content: page.content })

const sectionTextFields = ['text1', 'text2', 'text3', 'point1Heading', 'point1Text', 'point2Heading', 'point2Text', 'point3Heading', 'point3Text'] as const
const sectionLabels: Record<(typeof sectionTextFields)[number], string> = {
  text1: 'Text 1',
  text2: 'Text 2',
  text3: 'Text 3',
  point1Heading: 'Point 1 heading',
  point1Text: 'Point 1 text',
  point2Heading: 'Point 2 heading',
  point2Text: 'Point 2 text',
  point3Heading: 'Point 3 heading',
  point3Text: 'Point 3 text',
}
const sectionValues = (section: AdminSection) => ({
  heading: section.heading,
  ...Object.fromEntries(sectionTextFields.map((f) => [f, section[f] ?? ''])),
  fileId: section.fileId ?? '',
})
// The image select says none with an empty choice.
const SectionForm = v.object({
  ...SectionFields.entries,
  fileId: v.union([v.pipe(v.literal(''), v.transform(() => null)), v.pipe(v.string(), v.uuid('Choose an image from the media library'))]),
})

/** Save draft, Preview and Publish: preview and publish are of the saved draft, so they wait for unsaved edits. */
function Actions({ dirty, submitting, hasDraft, onPreview, previewing, onPublish, publishing }: {
  dirty: boolean
  submitting: boolean
  hasDraft: boolean
  previewing: boolean
  onPreview: () => void
  onPublish: () => void
  publishing: boolean
}) {
  return (
    <div className={formStyles.actions}>
      <Button type="submit" disabled={submitting || !dirty}>
        Save draft
      </Button>
      <Button variant="outline" aria-pressed={previewing} disabled={dirty} onClick={onPreview}>
        {previewing ? 'Close preview' : 'Preview'}
      </Button>
      <Button variant="outline" disabled={dirty || !hasDraft || publishing} onClick={onPublish}>
        Publish
      </Button>
      {dirty && <p className={styles.muted}>Save the draft to preview or publish it.</p>}
    </div>
  )
}

function usePublishAction(kind: ContentKind, slug: string) {
  const publish = usePublish(kind, slug)
  const navigate = useNavigate()
  const { toast } = useToast()
  return {
    publishing: publish.isPending,
    async run() {
      const reply = await publish.mutateAsync(undefined)
      toast({ tone: 'success', title: reply.message ?? 'Published.' })
      // A page published at a new address is edited there from now on.
      if (reply.data.slug !== slug) await navigate({ to: '/admin-dashboard/content/$kind/$slug', params: { kind, slug: reply.data.slug }, replace: true })
    },
  }
}

function Status({ item }: { item: { published: boolean; hasDraft: boolean; updatedAt: string; publishedAt: string | null } }) {
  const published = item.publishedAt ? `Published ${formatDateTime(item.publishedAt)}` : 'Not published yet'
  return <p className={styles.muted}>{item.hasDraft ? `Draft saved ${formatDateTime(item.updatedAt)} · ${published}` : published}</p>
}

/** The form of an item's draft: sent as the new draft, after which it starts from what the server saved. */
function useDraftForm<K extends ContentKind, S extends v.GenericSchema>(kind: K, item: AdminItem<K>, schema: S, valuesOf: (item: AdminItem<K>) => v.InferInput<S>) {
  const save = useSaveDraft(kind, item.slug)
  const { toast } = useToast()
  const saved = valuesOf(item)
  const form = useForm({
    schema,
    initial: saved,
    onSubmit: async (values) => {
      const reply = await save.mutateAsync(values as Partial<DraftFields<K>>)
      form.reset(valuesOf(reply.data))
      toast({ tone: 'success', title: reply.message ?? 'Draft saved.' })
    },
  })
  return { form, saved, dirty: JSON.stringify(form.values) !== JSON.stringify(saved) }
}

interface DraftEditorProps {
  kind: ContentKind
  item: { slug: string; published: boolean; hasDraft: boolean; updatedAt: string; publishedAt: string | null }
  /** The form's accessible name ('Page draft'). */
  label: string
  form: { handleSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>; submitting: boolean }
  dirty: boolean
  canChange: boolean
  /** The saved item as visitors will see it. */
  preview: ReactNode
  /** The draft's fields. */
  children: ReactNode
}

/** A page's or a section's draft: its status, its fields, Save draft, Preview and Publish, and the preview. */
function DraftEditor({ kind, item, label, form, dirty, canChange, preview, children }: DraftEditorProps) {
  const publish = usePublishAction(kind, item.slug)
  const [previewing, setPreviewing] = useState(false)
  return (
    <>
      <Status item={item} />
      <form className={formStyles.form} onSubmit={form.handleSubmit} noValidate aria-label={label}>
        {children}
        {canChange && (
          <Actions
            dirty={dirty}
            submitting={form.submitting}
            hasDraft={item.hasDraft}
            previewing={previewing}
            onPreview={() => setPreviewing((open) => !open)}
            onPublish={() => void publish.run()}
            publishing={publish.publishing}
          />
        )}
      </form>
      {previewing && (
        <TitledSection title="Preview">
          <div className={styles.preview}>{preview}</div>
        </TitledSection>
      )}
    </>
  )
}

function PageEditor({ page, canChange }: { page: AdminPage; canChange: boolean }) {
  const media = useMediaImages()
  const { form, saved, dirty } = useDraftForm('pages', page, PageFields, pageValues)
  const preview = (
    <Suspense fallback={<Skeleton lines={8} />}>
      <Article title={page.title} html={page.content} />
    </Suspense>
  )
  return (
    <DraftEditor kind="pages" item={page} label="Page draft" form={form} dirty={dirty} canChange={canChange} preview={preview}>
      <TextField label="Title" {...form.bind('title')} disabled={!canChange} />
      <TextField label="Address" hint="The page opens at /page/{address}; the old address leads here after a change." {...form.bind('slug')} disabled={!canChange} />
      <TextareaField label="Description for search engines" rows={2} {...form.bind('description')} disabled={!canChange} />
      <Suspense fallback={<Skeleton lines={10} />}>
        <RichTextEditor label="Content" initialHtml={saved.content} onChange={(html) => form.setValue('content', html)} media={media} />
      </Suspense>
      {form.errors.content && <p role="alert">{form.errors.content}</p>}
    </DraftEditor>
  )
}

function SectionEditor({ section, canChange }: { section: AdminSection; canChange: boolean }) {
  const media = useMediaImages()
  const { form, dirty } = useDraftForm('sections', section, SectionForm, sectionValues)
  const images = [
    ...(section.file ? [{ value: section.file.id, label: section.file.alt || section.file.path }] : []),
    ...media.filter((item) => item.id !== section.file?.id).map((item) => ({ value: item.id, label: item.alt || item.url })),
  ]
  const asPublic: Section = { ...section, poster: null }
  return (
    <DraftEditor kind="sections" item={section} label="Section draft" form={form} dirty={dirty} canChange={canChange} preview={<SectionHeader section={asPublic} title={section.heading} withPoints />}>
      <TextField label="Heading" {...form.bind('heading')} disabled={!canChange} />
      {sectionTextFields.map((field) => (
        <TextareaField key={field} label={sectionLabels[field]} rows={field.startsWith('text') ? 3 : 2} {...form.bind(field)} disabled={!canChange} />
      ))}
      <SelectField label="Image" placeholder="No image" options={images} {...form.bind('fileId')} disabled={!canChange} />
    </DraftEditor>
  )
}

/** Content Management's editor of one page or section (`kind` from the address: pages or sections). */
export function ContentEditor({ kind: path, slug }: { kind: string; slug: string }) {
  const kind = contentKinds.find((k) => k === path)
  if (!kind) return <p>Page not found</p>
  return <Editor kind={kind} slug={slug} />
}

/** The draft, the preview, publishing and the revisions. */
function Editor({ kind, slug }: { kind: ContentKind; slug: string }) {
  const query = useQuery(contentItemQuery(kind, slug))
  const canChange = useCanChange('content')
  const noun = kind === 'pages' ? 'page' : 'section'
  usePageMeta(query.data ? `Edit ${'title' in query.data ? query.data.title : query.data.heading}` : 'Content Management')
  return (
    <section className={styles.page} aria-labelledby="content-editor-title">
      <h1 id="content-editor-title" className={formStyles.title}>
        {kind === 'pages' ? 'Edit page' : 'Edit section'}
      </h1>
      <a href="/admin-dashboard/content">Back to Content Management</a>
      <QueryState query={query} loadingLabel={`Loading the ${noun}`} pending={<Skeleton lines={10} />} errorTitle={`We could not load the ${noun}.`} empty={<p>{kind === 'pages' ? 'Page not found' : 'Section not found'}</p>}>
        {(item) =>
          // Keyed by the draft's moment: a restored revision or a publish starts the form from what was saved.
          'content' in item ? (
            <PageEditor key={item.updatedAt} page={item} canChange={canChange} />
          ) : (
            <SectionEditor key={item.updatedAt} section={item as AdminSection} canChange={canChange} />
          )
        }
      </QueryState>
      <RevisionsPanel kind={kind} slug={slug} canChange={canChange} />
    </section>
  )
}

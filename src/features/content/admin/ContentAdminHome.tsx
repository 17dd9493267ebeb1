import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { NewPage, type ContentKind, type ContentSummary } from '../../../../contract/admin-content.ts'
import { formatDateTime } from '../../../lib/dates.ts'
import { usePageMeta } from '../../../lib/page-meta.ts'
import { useForm } from '../../../ui/use-form.ts'
import { Button } from '../../../ui/Button.tsx'
import { TextField } from '../../../ui/form/TextField.tsx'
import { QueryState } from '../../../ui/QueryState.tsx'
import { Skeleton } from '../../../ui/Skeleton.tsx'
import { TitledSection } from '../../../ui/TitledSection.tsx'
import { useToast } from '../../../ui/toast-store.ts'
import { formStyles, useCanChange } from '../../admin-kit/index.ts'
import { contentListQuery, useAddPage } from './api/content-admin.ts'
import * as styles from './ContentAdmin.css.ts'

/** The other panels of Content Management, each at /admin-dashboard/content/{panel}. */
const panels = [
  ['menu', 'Menu'],
  ['home', 'Home page'],
  ['contact', 'Contact and footer'],
  ['media', 'Media library'],
] as const

const state = (item: ContentSummary) => (!item.published ? 'Draft, not published' : item.hasDraft ? 'Published, with a draft' : 'Published')

function ItemList({ kind, label }: { kind: ContentKind; label: string }) {
  const list = useQuery(contentListQuery(kind))
  return (
    <QueryState query={list} loadingLabel={`Loading the ${label}`} pending={<Skeleton lines={6} />} errorTitle={`We could not load the ${label}.`}>
      {(items) => (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.slug} className={styles.row}>
              <div>
                <Link to="/admin-dashboard/content/$kind/$slug" params={{ kind, slug: item.slug }} className={styles.rowTitle}>
                  {item.title}
                </Link>
                <p className={styles.muted}>
                  {item.slug} · {state(item)} · {formatDateTime(item.updatedAt)}
                </p>
              </div>
              {item.hasDraft && <span className={styles.badge}>Draft</span>}
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  )
}

function AddPage() {
  const add = useAddPage()
  const navigate = useNavigate()
  const { toast } = useToast()
  const form = useForm({
    schema: NewPage,
    initial: { slug: '', title: '' },
    onSubmit: async (values) => {
      const reply = await add.mutateAsync(values)
      toast({ tone: 'success', title: reply.message ?? 'Page added as a draft.' })
      await navigate({ to: '/admin-dashboard/content/$kind/$slug', params: { kind: 'pages', slug: reply.data.slug } })
    },
  })
  return (
    <form className={formStyles.form} onSubmit={form.handleSubmit} noValidate aria-label="Add page">
      <TextField label="Title" {...form.bind('title')} />
      <TextField label="Address" hint="The page opens at /page/{address}: lowercase letters, digits and hyphens." {...form.bind('slug')} />
      <div className={formStyles.actions}>
        <Button type="submit" disabled={form.submitting}>
          Add page
        </Button>
      </div>
    </form>
  )
}

/** Content Management: the pages with Add page, the header sections, and the other panels. */
export function ContentAdminHome() {
  usePageMeta('Content Management')
  const canChange = useCanChange('content')
  return (
    <section className={styles.page} aria-labelledby="content-admin-title">
      <h1 id="content-admin-title" className={formStyles.title}>
        Content Management
      </h1>
      <nav aria-label="Content panels">
        <ul className={styles.panels}>
          {panels.map(([panel, label]) => (
            // A plain address: each panel is a screen of its own under Content Management.
            <li key={panel}>
              <a href={`/admin-dashboard/content/${panel}`}>{label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <TitledSection title="Pages">
        <p className={styles.muted}>About, the policies and the pages you add. Changes are drafts until you publish them.</p>
        <ItemList kind="pages" label="pages" />
      </TitledSection>
      {canChange && (
        <TitledSection title="Add a page">
          <AddPage />
        </TitledSection>
      )}
      <TitledSection title="Sections">
        <p className={styles.muted}>The header blocks of the directories, the community and the home page.</p>
        <ItemList kind="sections" label="sections" />
      </TitledSection>
    </section>
  )
}

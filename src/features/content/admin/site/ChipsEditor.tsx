import { useState } from 'react'
import { ChipsBody, type AdminChips } from '../../../../../contract/admin-site-content.ts'
import { useForm } from '../../../../ui/use-form.ts'
import { Button } from '../../../../ui/Button.tsx'
import { SelectField } from '../../../../ui/form/SelectField.tsx'
import { ReorderList } from '../../../../ui/Reorder.tsx'
import { useToast } from '../../../../ui/toast-store.ts'
import { useSaveChips } from './site-api.ts'
import * as styles from './SiteContent.css.ts'

/** Which subjects the home page's chip strip shows, in its order; each chip leads to the journal finder. */
export function ChipsEditor({ chips }: { chips: AdminChips }) {
  const save = useSaveChips()
  const { toast } = useToast()
  const [adding, setAdding] = useState('')
  const form = useForm({
    schema: ChipsBody,
    initial: { slugs: chips.chips.map((chip) => chip.slug) },
    onSubmit: async (body) => toast({ tone: 'success', title: (await save.mutateAsync(body)).message ?? 'Subject chips saved.' }),
  })
  const titles = new Map(chips.subjects.map((s) => [s.slug, s.title]))
  const slugs = form.values.slugs
  const choices = chips.subjects.filter((s) => !slugs.includes(s.slug)).map((s) => ({ value: s.slug, label: s.title }))
  const title = (slug: string) => titles.get(slug) ?? slug
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(event)}>
      <div className={styles.actions}>
        <SelectField label="Add a subject" options={choices} placeholder="Select subject" value={adding} onValueChange={setAdding} />
        <Button
          variant="outline"
          size="sm"
          disabled={!adding}
          onClick={() => {
            form.setValue('slugs', [...slugs, adding])
            setAdding('')
          }}
        >
          Add
        </Button>
      </div>
      <p className={styles.small}>{slugs.length === 1 ? '1 subject in the strip.' : `${slugs.length} subjects in the strip.`}</p>
      <ReorderList items={slugs} label="Subjects in the chip strip" itemKey={(slug) => slug} itemLabel={title} onReorder={(next) => form.setValue('slugs', next)}>
        {(slug, index) => (
          <div className={styles.actions}>
            <span className={styles.grow}>{title(slug)}</span>
            {form.errors[`slugs.${index}`] && <span role="alert">{form.errors[`slugs.${index}`]}</span>}
            <Button variant="ghost" size="sm" aria-label={`Remove ${title(slug)}`} onClick={() => form.setValue('slugs', slugs.filter((s) => s !== slug))}>
              Remove
            </Button>
          </div>
        )}
      </ReorderList>
      <div className={styles.actions}>
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? 'Saving…' : 'Save subject chips'}
        </Button>
      </div>
    </form>
  )
}

import * as v from 'valibot'
import { ServiceInput, type AdminService, type AdminServices } from '../../../../../contract/admin-site-content.ts'
import { useForm } from '../../../../ui/use-form.ts'
import { Button } from '../../../../ui/Button.tsx'
import { TextareaField, TextField } from '../../../../ui/form/TextField.tsx'
import { ReorderList } from '../../../../ui/Reorder.tsx'
import { TitledSection } from '../../../../ui/TitledSection.tsx'
import { useToast } from '../../../../ui/toast-store.ts'
import { draftKey } from './draft-key.ts'
import { listEntries } from './list-entries.ts'
import { MediaPicker } from './MediaPicker.tsx'
import { ThumbEntry } from './ThumbEntry.tsx'
import { useSaveServices } from './site-api.ts'
import * as styles from './SiteContent.css.ts'

type Tier = 'free' | 'premium'
const tierTitles: Record<Tier, string> = { free: 'Our Services (free)', premium: 'Premium Services Package' }

// A card as the form holds it: with a key for the list and its icon's address to show it.
const Draft = v.object({ ...ServiceInput.entries, key: v.string(), iconUrl: v.nullable(v.string()) })
const schema = v.object({ free: v.array(Draft), premium: v.array(Draft) })
type Draft = v.InferInput<typeof Draft>

const draftOf = ({ id, title, text, link, iconFileId, iconUrl }: AdminService): Draft => ({ key: draftKey(), id, title, text, link, iconFileId, iconUrl })
const blank = (): Draft => ({ key: draftKey(), title: '', text: '', link: '/plans', iconFileId: null, iconUrl: null })
const body = (cards: v.InferOutput<typeof Draft>[]) => cards.map(({ key: _key, iconUrl: _iconUrl, ...card }) => card)

/** The home page's service cards, free and premium: title, text, Learn More link and icon, in their order. */
export function ServicesEditor({ services }: { services: AdminServices }) {
  const save = useSaveServices()
  const { toast } = useToast()
  const form = useForm({
    schema,
    initial: { free: services.free.map(draftOf), premium: services.premium.map(draftOf) },
    onSubmit: async (values) => {
      const reply = await save.mutateAsync({ free: body(values.free), premium: body(values.premium) })
      // New cards now have ids: the form takes the saved list, so a second save changes them rather than adding again.
      form.reset({ free: reply.data.free.map(draftOf), premium: reply.data.premium.map(draftOf) })
      toast({ tone: 'success', title: reply.message ?? 'Service cards saved.' })
    },
  })
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(event)}>
      {(['free', 'premium'] as const).map((tier) => {
        const list = form.values[tier]
        const { change, remove, error } = listEntries(list, tier, form.errors, (next) => form.setValue(tier, next))
        return (
          <TitledSection key={tier} title={tierTitles[tier]}>
            <ReorderList items={list} label={`${tierTitles[tier]} cards`} itemKey={(card) => card.key} itemLabel={(card) => card.title || 'new card'} onReorder={(next) => form.setValue(tier, next)}>
              {(card, index) => {
                const name = card.title || `card ${index + 1}`
                return (
                  <ThumbEntry
                    thumb={card.iconUrl}
                    actions={
                      <>
                        <MediaPicker trigger={card.iconUrl ? 'Change icon' : 'Choose icon'} triggerLabel={`Icon of ${name}`} onPick={(item) => change(index, { iconFileId: item.id, iconUrl: item.url })} />
                        {card.iconUrl && (
                          <Button variant="ghost" size="sm" aria-label={`No icon for ${name}`} onClick={() => change(index, { iconFileId: null, iconUrl: null })}>
                            No icon
                          </Button>
                        )}
                      </>
                    }
                    removeLabel={`Remove ${name}`}
                    onRemove={() => remove(index)}
                  >
                    <TextField label="Title" maxLength={80} value={card.title} onValueChange={(title) => change(index, { title })} error={error(index, 'title')} />
                    <TextareaField label="Text" rows={3} maxLength={400} value={card.text ?? ''} onValueChange={(text) => change(index, { text })} error={error(index, 'text')} />
                    <TextField label="Learn More link" placeholder="/plans" value={card.link} onValueChange={(link) => change(index, { link })} error={error(index, 'link')} />
                    {(error(index, 'id') ?? error(index, 'iconFileId')) && <p role="alert">{error(index, 'id') ?? error(index, 'iconFileId')}</p>}
                  </ThumbEntry>
                )
              }}
            </ReorderList>
            <div className={styles.actions}>
              <Button variant="outline" size="sm" onClick={() => form.setValue(tier, [...list, blank()])}>
                Add a {tier} card
              </Button>
            </div>
          </TitledSection>
        )
      })}
      <div className={styles.actions}>
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? 'Saving…' : 'Save service cards'}
        </Button>
      </div>
    </form>
  )
}

import * as v from 'valibot'
import { SiteLink, SlideInput, type AdminSlide } from '../../../../../contract/admin-site-content.ts'
import { useForm } from '../../../../ui/use-form.ts'
import { Button } from '../../../../ui/Button.tsx'
import { TextField } from '../../../../ui/form/TextField.tsx'
import { ReorderList } from '../../../../ui/Reorder.tsx'
import { TitledSection } from '../../../../ui/TitledSection.tsx'
import { useToast } from '../../../../ui/toast-store.ts'
import { draftKey } from './draft-key.ts'
import { listEntries } from './list-entries.ts'
import { MediaPicker } from './MediaPicker.tsx'
import { ThumbEntry } from './ThumbEntry.tsx'
import { useSaveSlides } from './site-api.ts'
import * as styles from './SiteContent.css.ts'

type Carousel = 'small-device' | 'large-device'
const titles: Record<Carousel, string> = { 'small-device': 'Carousel for phones (under 640 px)', 'large-device': 'Carousel for larger screens' }

// A slide as the form holds it: the link as text ('' for none), the image's address to show it, a key for the list.
const Draft = v.object({
  key: v.string(),
  url: v.string(),
  fileId: SlideInput.entries.fileId,
  alt: SlideInput.entries.alt,
  link: v.pipe(v.string(), v.trim(), v.transform((s) => s || null), v.nullable(SiteLink)),
})
const schema = v.object({ slides: v.array(Draft) })
type Draft = v.InferInput<typeof Draft>

const draftOf = (slide: AdminSlide): Draft => ({ key: draftKey(), url: slide.url, fileId: slide.fileId, alt: slide.alt, link: slide.link ?? '' })

/** One carousel's slides: the image, what it shows in words, where it leads, in their order. */
export function SlidesEditor({ carousel, slides }: { carousel: Carousel; slides: AdminSlide[] }) {
  const save = useSaveSlides()
  const { toast } = useToast()
  const form = useForm({
    schema,
    initial: { slides: slides.map(draftOf) },
    onSubmit: async (values) => {
      const reply = await save.mutateAsync({ carousel, slides: values.slides.map(({ fileId, alt, link }) => ({ fileId, alt, link })) })
      toast({ tone: 'success', title: reply.message ?? 'Slides saved.' })
    },
  })
  const list = form.values.slides
  const { change, remove, error } = listEntries(list, 'slides', form.errors, (next) => form.setValue('slides', next))
  return (
    <TitledSection title={titles[carousel]}>
      <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(event)}>
        {list.length === 0 && <p className={styles.intro}>No slides: the carousel is not shown.</p>}
        <ReorderList items={list} label={`Slides of the ${titles[carousel].toLowerCase()}`} itemKey={(s) => s.key} itemLabel={(s) => `slide ${list.indexOf(s) + 1}`} onReorder={(next) => form.setValue('slides', next)}>
          {(slide, index) => (
            <ThumbEntry
              thumb={slide.url}
              actions={<MediaPicker trigger="Change image" triggerLabel={`Change image of slide ${index + 1}`} onPick={(item) => change(index, { fileId: item.id, url: item.url })} />}
              removeLabel={`Remove slide ${index + 1}`}
              onRemove={() => remove(index)}
            >
              <TextField label={`Description of slide ${index + 1}`} maxLength={250} value={slide.alt} onValueChange={(alt) => change(index, { alt })} error={error(index, 'alt')} />
              <TextField label={`Link of slide ${index + 1} (optional)`} placeholder="/plans" value={slide.link} onValueChange={(link) => change(index, { link })} error={error(index, 'link')} />
              {error(index, 'fileId') && <p role="alert">{error(index, 'fileId')}</p>}
            </ThumbEntry>
          )}
        </ReorderList>
        <div className={styles.actions}>
          <MediaPicker
            trigger="Add slide"
            triggerLabel={`Add a slide to the ${titles[carousel].toLowerCase()}`}
            onPick={(item) => form.setValue('slides', [...list, { key: draftKey(), url: item.url, fileId: item.id, alt: item.alt, link: '' }])}
          />
          <Button type="submit" disabled={form.submitting}>
            {form.submitting ? 'Saving…' : 'Save slides'}
          </Button>
        </div>
      </form>
    </TitledSection>
  )
}

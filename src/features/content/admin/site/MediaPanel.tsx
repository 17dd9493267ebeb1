import { useInfiniteQuery } from '@tanstack/react-query'
import { useState } from 'react'
import * as v from 'valibot'
import { AltText, MEDIA_ALT_MAX, MEDIA_MAX_BYTES, type MediaItem } from '../../../../../contract/admin-site-content.ts'
import { useForm } from '../../../../ui/use-form.ts'
import { Button } from '../../../../ui/Button.tsx'
import { Field } from '../../../../ui/form/Field.tsx'
import * as fieldStyles from '../../../../ui/form/Field.css.ts'
import { TextField } from '../../../../ui/form/TextField.tsx'
import { Skeleton } from '../../../../ui/Skeleton.tsx'
import { TitledSection } from '../../../../ui/TitledSection.tsx'
import { useToast } from '../../../../ui/toast-store.ts'
import { ConfirmDelete } from '../../../admin-kit/index.ts'
import { mediaQuery, useDeleteMedia, useDescribeMedia, useUploadMedia } from './site-api.ts'
import * as styles from './SiteContent.css.ts'

const megabytes = MEDIA_MAX_BYTES / 1024 / 1024
const typeNames: Record<string, string> = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/webp': 'WebP', 'image/svg+xml': 'SVG' }
const size = (bytes: number) => (bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`)

// The server judges the bytes; here only what the browser can tell before sending.
const uploadSchema = v.object({
  alt: AltText,
  file: v.pipe(
    v.custom<File | null>((value) => value instanceof File, 'Please choose an image to upload.'),
    v.transform((file) => file!),
    v.check((file) => file.size > 0, 'The file is empty'),
    v.check((file) => file.size <= MEDIA_MAX_BYTES, `Choose an image of at most ${megabytes} MB`),
  ),
})

/** The media library: an upload with its description, then every image with where it is used. */
export function MediaPanel() {
  const media = useInfiniteQuery(mediaQuery())
  const items = media.data?.pages.flatMap((page) => page.media) ?? []
  return (
    <>
      <TitledSection title="Upload an image">
        <UploadForm />
      </TitledSection>
      <TitledSection title="Images">
        {media.isPending ? (
          <Skeleton lines={8} />
        ) : media.isError ? (
          <p role="alert">We could not load the images.</p>
        ) : items.length === 0 ? (
          <p className={styles.intro}>No images yet.</p>
        ) : (
          <ul className={styles.grid}>
            {items.map((item) => (
              <li key={item.id}>
                <MediaCard item={item} />
              </li>
            ))}
          </ul>
        )}
        {media.hasNextPage && (
          <div className={styles.actions}>
            <Button variant="outline" disabled={media.isFetchingNextPage} onClick={() => void media.fetchNextPage()}>
              {media.isFetchingNextPage ? 'Loading…' : 'More images'}
            </Button>
          </div>
        )}
      </TitledSection>
    </>
  )
}

function UploadForm() {
  const upload = useUploadMedia()
  const { toast } = useToast()
  // A file input cannot be emptied by its value: a new key gives a new, empty one.
  const [fileKey, setFileKey] = useState(0)
  const form = useForm({
    schema: uploadSchema,
    initial: { alt: '', file: null },
    onSubmit: async (values) => {
      const reply = await upload.mutateAsync(values)
      toast({ tone: 'success', title: reply.message ?? 'Image uploaded.' })
      form.reset()
      setFileKey((key) => key + 1)
    },
  })
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(event)}>
      <div className={styles.fields}>
        <Field label="Image" hint={`PNG, JPEG, WebP or SVG, at most ${megabytes} MB. An SVG is stored without scripts or links.`} error={form.errors.file}>
          {(control) => (
            <input
              key={fileKey}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/svg+xml"
              className={fieldStyles.control}
              {...control}
              onChange={(event) => form.setValue('file', event.target.files?.[0] ?? null, true)}
            />
          )}
        </Field>
        <TextField label="Description" hint="What the image shows, for people who cannot see it." maxLength={MEDIA_ALT_MAX} {...form.bind('alt')} />
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? 'Uploading…' : 'Upload image'}
        </Button>
      </div>
    </form>
  )
}

function MediaCard({ item }: { item: MediaItem }) {
  const [editing, setEditing] = useState(false)
  const remove = useDeleteMedia()
  const name = item.alt || 'image without a description'
  return (
    <article className={styles.mediaCard} aria-label={name}>
      <img src={item.url} alt="" className={styles.preview} loading="lazy" />
      {editing ? <DescribeForm item={item} onDone={() => setEditing(false)} /> : <p>{item.alt || 'No description'}</p>}
      <p className={styles.small}>
        {typeNames[item.mimeType] ?? item.mimeType}, {size(item.sizeBytes)}
      </p>
      {item.usedIn.length ? (
        <>
          <p className={styles.small}>Used by:</p>
          <ul className={styles.uses}>
            {item.usedIn.map((use) => (
              <li key={use.label}>{use.label}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className={styles.small}>Not used</p>
      )}
      <p className={styles.small}>
        <a href={item.url} target="_blank" rel="noreferrer">
          Open the image
        </a>
      </p>
      {!editing && (
        <div className={styles.actions}>
          <Button variant="outline" size="sm" aria-label={`Edit the description of ${name}`} onClick={() => setEditing(true)}>
            Edit description
          </Button>
          <ConfirmDelete
            name={name}
            question="Delete this image?"
            consequence={`“${name}” is removed from the media library.`}
            remove={() => remove.mutateAsync(item.id)}
            pending={remove.isPending}
            done="Image deleted."
          />
        </div>
      )}
    </article>
  )
}

function DescribeForm({ item, onDone }: { item: MediaItem; onDone: () => void }) {
  const describe = useDescribeMedia()
  const { toast } = useToast()
  const form = useForm({
    schema: v.object({ alt: AltText }),
    initial: { alt: item.alt },
    onSubmit: async ({ alt }) => {
      const reply = await describe.mutateAsync({ id: item.id, alt })
      toast({ tone: 'success', title: reply.message ?? 'Description saved.' })
      onDone()
    },
  })
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(event)}>
      <TextField label="Description" maxLength={MEDIA_ALT_MAX} {...form.bind('alt')} />
      <div className={styles.actions}>
        <Button type="submit" size="sm" disabled={form.submitting}>
          {form.submitting ? 'Saving…' : 'Save description'}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  )
}

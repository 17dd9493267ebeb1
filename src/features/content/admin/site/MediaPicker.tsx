import { useInfiniteQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { MediaItem } from '../../../../../contract/admin-site-content.ts'
import { Button } from '../../../../ui/Button.tsx'
import { FormDialog } from '../../../../ui/FormDialog.tsx'
import { mediaQuery } from './site-api.ts'
import * as styles from './SiteContent.css.ts'

interface MediaPickerProps {
  /** The button that opens it: 'Add slide', 'Change image'. */
  trigger: string
  /** The trigger's accessible name where its text alone is not enough ('Change image of slide 2'). */
  triggerLabel?: string
  onPick: (item: MediaItem) => void
}

/** Chooses an image from the media library: its images as buttons named by their descriptions, a page at a time. */
export function MediaPicker({ trigger, triggerLabel, onPick }: MediaPickerProps) {
  const [open, setOpen] = useState(false)
  const media = useInfiniteQuery({ ...mediaQuery(), enabled: open })
  const items = media.data?.pages.flatMap((page) => page.media) ?? []
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm" aria-label={triggerLabel}>
          {trigger}
        </Button>
      }
      title="Choose an image"
      description="Images come from the media library, where new ones are uploaded."
      before={
        media.hasNextPage && (
          <Button variant="outline" disabled={media.isFetchingNextPage} onClick={() => void media.fetchNextPage()}>
            {media.isFetchingNextPage ? 'Loading…' : 'More images'}
          </Button>
        )
      }
      cancel={{ variant: 'ghost' }}
    >
      {media.isPending ? (
        <p role="status">Loading the images…</p>
      ) : media.isError ? (
        <p role="alert">We could not load the images.</p>
      ) : items.length === 0 ? (
        <p>The media library has no images yet.</p>
      ) : (
        <ul className={styles.pickerGrid} aria-label="Images">
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={styles.pick}
                onClick={() => {
                  onPick(item)
                  setOpen(false)
                }}
              >
                <img src={item.url} alt="" className={styles.preview} loading="lazy" />
                {item.alt || 'No description'}
              </button>
            </li>
          ))}
        </ul>
      )}
    </FormDialog>
  )
}

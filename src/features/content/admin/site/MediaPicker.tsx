import { useInfiniteQuery } from '@tanstack/react-query'
import { Dialog } from 'radix-ui'
import { useState } from 'react'
import type { MediaItem } from '../../../../../contract/admin-site-content.ts'
import { Button } from '../../../../ui/Button.tsx'
import * as dialog from '../../../../ui/dialog.css.ts'
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
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm" aria-label={triggerLabel}>
          {trigger}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.dialog}>
          <Dialog.Title className={dialog.dialogTitle}>Choose an image</Dialog.Title>
          <Dialog.Description className={dialog.dialogText}>Images come from the media library, where new ones are uploaded.</Dialog.Description>
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
          <div className={dialog.dialogActions}>
            {media.hasNextPage && (
              <Button variant="outline" disabled={media.isFetchingNextPage} onClick={() => void media.fetchNextPage()}>
                {media.isFetchingNextPage ? 'Loading…' : 'More images'}
              </Button>
            )}
            <Dialog.Close asChild>
              <Button variant="ghost">Cancel</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

import { useId, useRef, useState } from 'react'
import type { OutboxItem } from '../../../lib/outbox.ts'
import { fieldErrors } from '../../../ui/use-form.ts'
import { Card } from '../../../ui/Card.tsx'
import { cx } from '../../../ui/cx.ts'
import { PlainText } from '../../../ui/PlainText.tsx'
import { editPendingItem, type PostDraft } from '../community-outbox.ts'
import * as styles from './Community.css.ts'
import { PendingNote } from './PendingNote.tsx'
import { PostForm } from './PostForm.tsx'

/** A post written on this device, on top of the feed until the server has it; its writer may edit or discard it. */
export function PendingPost({ item, author }: { item: OutboxItem<PostDraft>; author: string }) {
  const titleId = useId()
  const [editing, setEditing] = useState(false)
  const card = useRef<HTMLElement>(null)
  // Closing the editor takes away the control that had focus: it goes back to the post.
  const close = () => {
    setEditing(false)
    requestAnimationFrame(() => card.current?.focus())
  }
  return (
    <Card ref={card} tabIndex={-1} className={cx(styles.post, styles.pending)} aria-labelledby={titleId}>
      <p className={styles.byline}>
        <span className={styles.author}>{author}</span>
      </p>
      {editing ? (
        <>
          <h3 id={titleId} className={styles.postTitle}>
            Edit your post
          </h3>
          <PostForm
            label="Edit your post"
            initial={item.payload}
            initialErrors={fieldErrors(item.issues ?? [])}
            submitLabel="Save"
            onSubmit={async (draft) => {
              await editPendingItem(item, draft)
              close()
            }}
            onCancel={close}
            autoFocus
          />
        </>
      ) : (
        <>
          <h3 id={titleId} className={styles.postTitle}>
            {item.payload.title}
          </h3>
          <PlainText text={item.payload.text} />
          <PendingNote item={item} onEdit={() => setEditing(true)} />
        </>
      )}
    </Card>
  )
}

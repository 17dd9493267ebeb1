import { useRef, useState } from 'react'
import type { OutboxItem } from '../../../lib/outbox.ts'
import { fieldErrors } from '../../../ui/use-form.ts'
import { cx } from '../../../ui/cx.ts'
import { PlainText } from '../../../ui/PlainText.tsx'
import { editPendingItem, type CommentDraft, type ReplyDraft } from '../community-outbox.ts'
import * as styles from './Community.css.ts'
import { PendingNote } from './PendingNote.tsx'
import { TextForm } from './TextForm.tsx'

/** A comment or reply written on this device, in its list until the server has it; its writer may edit or discard it. */
export function PendingComment({ item, author, reply = false }: { item: OutboxItem<CommentDraft | ReplyDraft>; author: string; reply?: boolean }) {
  const [editing, setEditing] = useState(false)
  const row = useRef<HTMLDivElement>(null)
  const close = () => {
    setEditing(false)
    requestAnimationFrame(() => row.current?.focus())
  }
  return (
    <div ref={row} tabIndex={-1} className={cx(reply ? styles.reply : styles.comment, styles.pending)}>
      <p className={styles.byline}>
        <span className={styles.author}>{author}</span>
      </p>
      {editing ? (
        <TextForm
          label={reply ? 'Edit your reply' : 'Edit your comment'}
          submitLabel="Save"
          initial={item.payload.text}
          initialErrors={fieldErrors(item.issues ?? [])}
          onSubmit={async (text) => {
            await editPendingItem(item, { text })
            close()
          }}
          onCancel={close}
          autoFocus
        />
      ) : (
        <>
          <PlainText text={item.payload.text} />
          <PendingNote item={item} onEdit={() => setEditing(true)} />
        </>
      )}
    </div>
  )
}

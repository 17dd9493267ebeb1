import { useId, useState } from 'react'
import type { Comment, Reply } from '../../../../contract/community.ts'
import { Button } from '../../../ui/Button.tsx'
import { PlainText } from '../../../ui/PlainText.tsx'
import { queueReply } from '../community-outbox.ts'
import { useCommunityActions } from '../hooks/community-actions.tsx'
import { useItemActions } from '../hooks/use-item-actions.ts'
import { usePendingReplies } from '../hooks/use-pending.ts'
import * as styles from './Community.css.ts'
import { ItemMenu } from './ItemMenu.tsx'
import { PendingComment } from './PendingComment.tsx'
import { TextForm } from './TextForm.tsx'
import { TimeAgo } from './TimeAgo.tsx'

/** Who wrote a comment or reply and when, its menu, and its text. */
function Written({ item, kind }: { item: Comment | Reply; kind: 'comment' | 'reply' }) {
  const { user } = useCommunityActions()
  const { deleteComment, deleting, flag } = useItemActions()
  return (
    <>
      <div className={styles.head}>
        <p className={styles.byline}>
          <span className={styles.author}>{item.user.name}</span>
          <TimeAgo iso={item.createdAt} />
        </p>
        <ItemMenu
          label={`More actions for the ${kind} by ${item.user.name}`}
          canDelete={item.canDelete}
          canFlag={user?.id !== item.user.id}
          what={{ kind, name: item.user.name }}
          onDelete={() => deleteComment(item.postId, item.id)}
          deleting={deleting}
          onFlag={(reason) => flag(reason, item.postId, item.id)}
        />
      </div>
      <PlainText text={item.text} />
    </>
  )
}

/** A comment, and behind its toggle (which shows how many there are) its replies and the form to add one. */
export function CommentItem({ comment }: { comment: Comment }) {
  const { user, asMember } = useCommunityActions()
  const pending = usePendingReplies(comment.id)
  const [open, setOpen] = useState(false)
  const repliesId = useId()
  const count = comment.childComments.length
  return (
    <div className={styles.comment}>
      <Written item={comment} kind="comment" />
      <div className={styles.actions}>
        <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={repliesId} onClick={() => setOpen(!open)}>
          {`Replies (${count})`}
        </Button>
      </div>
      {open && (
        <div id={repliesId} className={styles.replies}>
          {count > 0 && (
            <ul className={styles.commentList} aria-label={`Replies to ${comment.user.name}`}>
              {comment.childComments.map((reply) => (
                <li key={reply.id} className={styles.reply}>
                  <Written item={reply} kind="reply" />
                </li>
              ))}
            </ul>
          )}
          {pending.map((item) => (
            <PendingComment key={item.id} item={item} author={user?.name ?? 'You'} reply />
          ))}
          <TextForm
            label="Enter reply"
            submitLabel="Reply"
            guard={asMember}
            onSubmit={(text) => queueReply({ postId: comment.postId, commentId: comment.id, text })}
          />
        </div>
      )}
    </div>
  )
}

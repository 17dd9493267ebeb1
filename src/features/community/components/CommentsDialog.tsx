import { useMemo } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Dialog } from 'radix-ui'
import type { Comment, Post } from '../../../../contract/community.ts'
import { cx } from '../../../ui/cx.ts'
import * as dialog from '../../../ui/dialog.css.ts'
import { outlinedIconButton } from '../../../ui/icon-button.css.ts'
import { CloseIcon } from '../../../ui/icons.tsx'
import { InfiniteList, shownCount, type InfiniteListTexts } from '../../../ui/InfiniteList.tsx'
import { commentsInfiniteQuery } from '../api/community-queries.ts'
import { queueComment } from '../community-outbox.ts'
import { useCommunityActions } from '../hooks/community-actions.tsx'
import { usePendingComments } from '../hooks/use-pending.ts'
import { CommentItem } from './CommentItem.tsx'
import * as styles from './Community.css.ts'
import { PendingComment } from './PendingComment.tsx'
import { TextForm } from './TextForm.tsx'

const texts: InfiniteListTexts = {
  loading: 'Loading comments...',
  loadingMore: 'Loading more comments...',
  empty: 'No comments yet.',
  end: 'No more comments to load.',
  count: shownCount('comment', 'comments'),
}

const itemKey = (comment: Comment) => comment.id

/**
 * A post's comments in a dialog: the form to add one, then the reader's own still waiting to be sent, then the
 * comments, oldest first, in a box that scrolls and loads more as it does. Focus stays inside while it is open
 * and goes back to the Comments button that opened it when it closes.
 */
export default function CommentsDialog({ post, opener, onClose }: { post: Post; opener: HTMLElement; onClose: () => void }) {
  const query = useInfiniteQuery(commentsInfiniteQuery(post.id))
  const comments = useMemo(() => query.data?.pages.flatMap((page) => page.comments) ?? [], [query.data])
  const pending = usePendingComments(post.id)
  const { user, asMember } = useCommunityActions()

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content
          className={cx(dialog.dialog, styles.commentsDialog)}
          // Back to the Comments button, which a click does not focus in every browser; unless a write took its page away.
          onCloseAutoFocus={(event) => {
            if (!opener.isConnected) return
            event.preventDefault()
            opener.focus()
          }}
        >
          <div className={styles.dialogHead}>
            <div>
              <Dialog.Title className={dialog.dialogTitle}>Comments</Dialog.Title>
              <Dialog.Description className={styles.dialogSubtitle}>On “{post.title}”</Dialog.Description>
            </div>
            <Dialog.Close className={outlinedIconButton} aria-label="Close">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <TextForm label="Enter comment" submitLabel="Comment" guard={asMember} onSubmit={(text) => queueComment({ postId: post.id, text })} />
          {/* Focusable, so a keyboard can scroll it. */}
          <div className={styles.commentBox} role="region" aria-label="Comments list" tabIndex={0}>
            {pending.map((item) => (
              <PendingComment key={item.id} item={item} author={user?.name ?? 'You'} />
            ))}
            <InfiniteList
              query={query}
              items={comments}
              itemKey={itemKey}
              renderItem={(comment) => <CommentItem comment={comment} />}
              texts={texts}
              label="Comments"
              errorTitle="We could not load the comments."
              listClassName={styles.commentList}
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

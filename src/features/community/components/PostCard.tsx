import { useId } from 'react'
import type { Post } from '../../../../contract/community.ts'
import { Button } from '../../../ui/Button.tsx'
import { Card } from '../../../ui/Card.tsx'
import { cx } from '../../../ui/cx.ts'
import { DemoBadge } from '../../../ui/DemoBadge.tsx'
import { PlainText } from '../../../ui/PlainText.tsx'
import { SaveButton } from '../../saved-items/index.ts'
import { useToggleLike } from '../api/community-mutations.ts'
import { useCommunityActions } from '../hooks/community-actions.tsx'
import { useItemActions } from '../hooks/use-item-actions.ts'
import * as styles from './Community.css.ts'
import { CommentIcon, HeartIcon } from './icons.tsx'
import { ItemMenu } from './ItemMenu.tsx'
import { TimeAgo } from './TimeAgo.tsx'

interface PostCardProps {
  post: Post
  /** Opens the post's comments; focus goes back to `opener` when they close. */
  onOpenComments: (opener: HTMLElement) => void
}

/** One post in the feed: who wrote it and when, its title and text, likes, comments and its menu. */
export function PostCard({ post, onOpenComments }: PostCardProps) {
  const titleId = useId()
  const { user, asMember, onError } = useCommunityActions()
  const { deletePost, deleting, flag } = useItemActions()
  const like = useToggleLike()
  const own = user?.id === post.user.id

  return (
    <Card className={styles.post} aria-labelledby={titleId}>
      <div className={styles.head}>
        <p className={styles.byline}>
          <span className={styles.author}>{post.user.name}</span>
          <TimeAgo iso={post.createdAt} prefix="Posted" />
          <DemoBadge demo={post.demo} />
        </p>
        <ItemMenu
          label={`More actions for the post “${post.title}”`}
          canDelete={post.canDelete}
          canFlag={!own}
          what={{ kind: 'post', name: post.title }}
          onDelete={() => deletePost(post.id)}
          deleting={deleting}
          onFlag={(reason) => flag(reason, post.id)}
        />
      </div>
      <h3 id={titleId} className={styles.postTitle}>
        {post.title}
      </h3>
      <PlainText text={post.text} />
      <div className={styles.actions}>
        <Button
          variant="ghost"
          size="sm"
          className={cx(styles.countButton, post.liked && styles.liked)}
          aria-pressed={post.liked}
          aria-label={`Like (${post.likes})`}
          onClick={() => asMember(() => like.mutate(post, { onError }))}
        >
          <HeartIcon />
          {post.likes}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className={styles.countButton}
          aria-haspopup="dialog"
          aria-label={`Comments (${post.comments})`}
          onClick={(event) => onOpenComments(event.currentTarget)}
        >
          <CommentIcon />
          {post.comments}
        </Button>
        <SaveButton kind="post" id={post.id} title={post.title} variant="ghost" />
      </div>
    </Card>
  )
}

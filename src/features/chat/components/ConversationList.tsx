import { useId } from 'react'
import { Link } from '@tanstack/react-router'
import type { Conversation } from '../../../../contract/chat.ts'
import { InfiniteList, shownCount, type InfiniteListQuery } from '../../../ui/InfiniteList.tsx'
import { CountBadge } from '../../../ui/CountBadge.tsx'
import { isOutgoing, otherPerson, type Viewer } from '../people.ts'
import * as styles from './ConversationList.css.ts'
import { PersonAvatar } from './PersonAvatar.tsx'

const texts = {
  loading: 'Loading conversations...',
  loadingMore: 'Loading more conversations...',
  empty: 'No conversation found',
  end: '',
  count: shownCount('conversation', 'conversations'),
}

interface ConversationListProps {
  query: InfiniteListQuery
  conversations: readonly Conversation[]
  openId: string | undefined
  viewer: Viewer
}

/** The person's conversations, latest first: who with, the last message, and how many are unread. */
export function ConversationList({ query, conversations, openId, viewer }: ConversationListProps) {
  const titleId = useId()
  return (
    <nav className={styles.pane} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        Conversations
      </h2>
      <InfiniteList
        query={query}
        items={conversations}
        itemKey={(conversation) => conversation.id}
        renderItem={(conversation) => <ConversationLink conversation={conversation} open={conversation.id === openId} viewer={viewer} />}
        texts={texts}
        label="Conversations"
        errorTitle="We could not load your conversations."
        listClassName={styles.list}
      />
    </nav>
  )
}

function ConversationLink({ conversation, open, viewer }: { conversation: Conversation; open: boolean; viewer: Viewer }) {
  const other = otherPerson(conversation, viewer)
  const last = conversation.lastMessage
  return (
    <Link to="/chat" search={{ conversationId: conversation.id }} className={styles.link} aria-current={open ? 'page' : undefined}>
      <PersonAvatar person={other} />
      <span className={styles.text}>
        <span className={styles.name}>{other.name}</span>
        <span className={styles.preview}>{last ? `${isOutgoing(last, viewer) ? 'You: ' : ''}${last.content}` : 'No messages yet'}</span>
      </span>
      <CountBadge count={conversation.unreadCount} label={`${conversation.unreadCount} unread`} />
    </Link>
  )
}

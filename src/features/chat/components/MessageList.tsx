import { useState } from 'react'
import type { Conversation, Message } from '../../../../contract/chat.ts'
import { formatDateTime } from '../../../lib/dates.ts'
import type { OutboxItem } from '../../../lib/outbox.ts'
import { visuallyHidden } from '../../../styles/utilities.css.ts'
import { useSentinel } from '../../../ui/use-sentinel.ts'
import type { ChatMessageDraft } from '../chat-outbox.ts'
import { isOutgoing, otherSideRead, senderName, type Viewer } from '../people.ts'
import * as bubbleStyles from './MessageBubble.css.ts'
import { MessageBubble } from './MessageBubble.tsx'
import * as styles from './MessageList.css.ts'
import { PendingMessage } from './PendingMessage.tsx'

/** The parts of the messages' `useInfiniteQuery` the list reads: older pages load as the reader scrolls up. */
interface OlderPages {
  isPending: boolean
  hasNextPage: boolean
  isFetchingNextPage: boolean
  isError: boolean
  fetchNextPage: () => unknown
}

interface MessageListProps {
  conversation: Conversation | undefined
  /** The server's messages, oldest first, once each. */
  messages: readonly Message[]
  /** This device's unsent ones, after them. */
  pending: readonly OutboxItem<ChatMessageDraft>[]
  viewer: Viewer
  older: OlderPages
  /** Who is typing now, if anyone. */
  typist: string | null
  label: string
}

/**
 * A conversation's messages in their own scrolling box, newest at the bottom. Older pages come on top as the reader
 * scrolls up; 'Seen' stands under the reader's last message the other side has read; a new incoming message is
 * read out by screen readers.
 */
export function MessageList({ conversation, messages, pending, viewer, older, typist, label }: MessageListProps) {
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null)
  const loadsOlder = older.hasNextPage && !older.isFetchingNextPage && !older.isError
  const sentinel = useSentinel(() => void older.fetchNextPage(), loadsOlder, '200px 0px', scroller)

  const readUpTo = conversation ? otherSideRead(conversation, viewer) : 0
  const seenId = messages.findLast((message) => isOutgoing(message, viewer) && message.id <= readUpTo)?.id

  // Only what arrives after the conversation opened is read out, not the history it opened with.
  const newestIncoming = messages.findLast((message) => !isOutgoing(message, viewer))
  const [heardFrom, setHeardFrom] = useState<number | null>(null)
  if (heardFrom === null && !older.isPending) setHeardFrom(newestIncoming?.id ?? 0)
  const announced = newestIncoming && heardFrom !== null && newestIncoming.id > heardFrom ? `${senderName(newestIncoming)}: ${newestIncoming.content}` : ''

  const state = older.isPending ? 'Loading messages...' : older.isFetchingNextPage ? 'Loading earlier messages...' : messages.length + pending.length === 0 ? 'No messages yet' : ''

  return (
    <>
      {/* Focusable, so the keyboard can scroll it. */}
      <div ref={setScroller} className={styles.scroller} role="region" aria-label={label} tabIndex={0}>
        <div>
          {older.hasNextPage && <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />}
          <p role="status" className={state ? styles.state : visuallyHidden}>
            {state}
          </p>
          <ol className={styles.list}>
            {messages.map((message) => {
              const outgoing = isOutgoing(message, viewer)
              return (
                <li key={message.id} className={styles.row[outgoing ? 'outgoing' : 'incoming']}>
                  <MessageBubble tone={outgoing ? 'outgoing' : 'incoming'} name={outgoing ? 'You' : senderName(message)} content={message.content}>
                    <p className={bubbleStyles.meta}>
                      <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                    </p>
                  </MessageBubble>
                  {message.id === seenId && <p className={styles.seen}>Seen</p>}
                </li>
              )
            })}
            {pending.map((item) => (
              <li key={item.id} className={styles.row.outgoing}>
                <PendingMessage item={item} />
              </li>
            ))}
          </ol>
          {typist && <p className={styles.typing}>{typist} is typing…</p>}
        </div>
      </div>
      <p className={visuallyHidden} aria-live="polite">
        {announced}
      </p>
    </>
  )
}

import { lazy, Suspense, useId, useState } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import type { Conversation } from '../../../../contract/chat.ts'
import { ChevronIcon } from '../../../ui/icons.tsx'
import { loadAllowNotificationsOffer } from '../../push/index.ts'
import { messagesQuery } from '../api/chat-queries.ts'
import { queueChatMessage, usePendingMessages } from '../chat-outbox.ts'
import { otherPerson, type Viewer } from '../people.ts'
import { ConversationThread } from './ConversationThread.tsx'
import * as styles from './ConversationPane.css.ts'
import { PersonAvatar } from './PersonAvatar.tsx'

interface ConversationPaneProps {
  conversationId: string
  viewer: Viewer
  /** The list's entry for it, to name the other person before the messages arrive. */
  entry: Conversation | undefined
  /** Back to the list, where the list and the conversation take turns (phones). */
  onBack?: () => void
}

// Fetched once the person has sent a message: the offer to allow notifications follows what they did, never arrival.
const AllowNotificationsOffer = lazy(loadAllowNotificationsOffer)

/** The open conversation of the chat screen: who it is with, the messages, and the box. */
export function ConversationPane({ conversationId, viewer, entry, onBack }: ConversationPaneProps) {
  const titleId = useId()
  const conversationRef = { id: conversationId, staff: false }
  const { data } = useInfiniteQuery(messagesQuery(conversationRef))
  const conversation = data?.pages[0]?.conversation ?? entry
  const other = conversation && otherPerson(conversation, viewer)
  const pending = usePendingMessages(conversationId)
  const [sent, setSent] = useState(false)

  return (
    <section className={styles.pane} aria-labelledby={titleId}>
      <div className={styles.head}>
        {onBack && (
          <button type="button" className={styles.back} onClick={onBack} aria-label="Back to conversations">
            <ChevronIcon direction="left" />
          </button>
        )}
        {other && <PersonAvatar person={other} />}
        <h2 id={titleId} className={styles.title}>
          {other?.name ?? 'Conversation'}
        </h2>
      </div>
      {sent && (
        <Suspense fallback={null}>
          <AllowNotificationsOffer title="Hear of replies while the app is closed?" description="We will tell this device of new messages, one notification per conversation." />
        </Suspense>
      )}
      <ConversationThread
        conversationRef={conversationRef}
        viewer={viewer}
        composerLabel={other ? `Message to ${other.name}` : 'Message'}
        pending={pending}
        onSend={(message) => {
          setSent(true)
          return queueChatMessage({ conversationId, message })
        }}
      />
    </section>
  )
}

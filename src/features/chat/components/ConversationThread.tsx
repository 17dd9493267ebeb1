import { useMemo } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import type { OutboxItem } from '../../../lib/outbox.ts'
import { isNotFound } from '../../../lib/retry.ts'
import { Button } from '../../../ui/Button.tsx'
import { Notice } from '../../../ui/Notice.tsx'
import { messagesQuery, type ConversationRef } from '../api/chat-queries.ts'
import { messagesOf } from '../api/messages-cache.ts'
import type { ChatMessageDraft } from '../chat-outbox.ts'
import { useLiveConversation } from '../hooks/use-live-conversation.ts'
import type { Viewer } from '../people.ts'
import { Composer } from './Composer.tsx'
import * as styles from './ConversationThread.css.ts'
import { MessageList } from './MessageList.tsx'

interface ConversationThreadProps {
  conversationRef: ConversationRef
  viewer: Viewer
  /** The message box's name for screen readers. */
  composerLabel: string
  /** Takes a message to send: resolves once it is on its way, rejects (having said why) to keep it in the box. */
  onSend: (text: string) => Promise<unknown>
  /** This device's unsent messages in the conversation (none for staff, who answer directly). */
  pending?: readonly OutboxItem<ChatMessageDraft>[]
}

/**
 * A conversation's messages, live, with the box to answer in: what the chat screen shows its member or expert and
 * what staff read and answer in the admin area.
 */
export function ConversationThread({ conversationRef, viewer, composerLabel, onSend, pending = [] }: ConversationThreadProps) {
  const query = useInfiniteQuery(messagesQuery(conversationRef))
  const messages = useMemo(() => messagesOf(query.data), [query.data])
  const live = useLiveConversation(conversationRef, viewer, query.data ? messages : undefined)
  // A sent message's answer, or the socket, can bring it before the outbox has let it go: shown once, as sent.
  const unsent = useMemo(() => {
    const sent = new Set(messages.map((message) => message.clientId))
    return pending.filter((item) => !sent.has(item.id))
  }, [messages, pending])

  if (query.isError && !query.data) {
    const gone = isNotFound(query.error)
    return (
      <Notice
        tone="error"
        className={styles.notice}
        title={gone ? 'Conversation not found' : 'We could not load this conversation.'}
        action={
          !gone && (
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              Try again
            </Button>
          )
        }
      >
        <p>{query.error.message}</p>
      </Notice>
    )
  }

  return (
    <div className={styles.thread}>
      <MessageList
        conversation={query.data?.pages[0]?.conversation}
        messages={messages}
        pending={unsent}
        viewer={viewer}
        older={query}
        typist={live.typist}
        label="Messages"
      />
      <Composer label={composerLabel} onSend={onSend} onTyping={live.notifyTyping} />
    </div>
  )
}

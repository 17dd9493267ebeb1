import { discardOutboxItem, retryOutboxItem, type OutboxItem } from '../../../lib/outbox.ts'
import { Button } from '../../../ui/Button.tsx'
import type { ChatMessageDraft } from '../chat-outbox.ts'
import * as styles from './MessageBubble.css.ts'
import { MessageBubble } from './MessageBubble.tsx'

/**
 * A message written on this device that the server does not have yet: pending until the connection lets it go,
 * or refused with the server's reason until its writer sends it again or discards it.
 */
export function PendingMessage({ item }: { item: OutboxItem<ChatMessageDraft> }) {
  return (
    <MessageBubble tone="pending" name="You" content={item.payload.message}>
      {item.state === 'refused' ? (
        <>
          <p className={styles.refused}>Not sent: {item.error}</p>
          <div className={styles.actions}>
            <Button size="sm" onClick={() => void retryOutboxItem(item.id)}>
              Retry
            </Button>
            <Button size="sm" variant="outline" onClick={() => void discardOutboxItem(item.id)}>
              Discard
            </Button>
          </div>
        </>
      ) : (
        <p className={styles.meta}>Pending</p>
      )}
    </MessageBubble>
  )
}

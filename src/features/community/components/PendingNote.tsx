import { retryOutboxItem, type OutboxItem } from '../../../lib/outbox.ts'
import { Button } from '../../../ui/Button.tsx'
import { discardPendingItem, type CommunityDraft } from '../community-outbox.ts'
import * as styles from './Community.css.ts'

/** What a pending post, comment or reply says under its text. */
export const PENDING_TEXT = 'Pending — will be posted when you are back online'

/**
 * Under something written on this device that the server does not have yet: that it waits, or why the server
 * refused it; and Edit, Retry (when refused) and Discard.
 */
export function PendingNote({ item, onEdit }: { item: OutboxItem<CommunityDraft>; onEdit: () => void }) {
  return (
    <>
      {item.state === 'refused' ? <p className={styles.refused}>Not posted: {item.error}</p> : <p className={styles.status}>{PENDING_TEXT}</p>}
      <div className={styles.actions}>
        <Button size="sm" variant="outline" onClick={onEdit}>
          Edit
        </Button>
        {item.state === 'refused' && (
          <Button size="sm" onClick={() => void retryOutboxItem(item.id)}>
            Retry
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={() => void discardPendingItem(item.id)}>
          Discard
        </Button>
      </div>
    </>
  )
}

import { useInfiniteQuery } from '@tanstack/react-query'
import { useAuth } from '../../../lib/auth.ts'
import { usePageMeta } from '../../../lib/page-meta.ts'
import { ButtonLink } from '../../../ui/Button.tsx'
import { useStaffAnswer } from '../api/chat-mutations.ts'
import { messagesQuery } from '../api/chat-queries.ts'
import { ConversationThread } from '../components/ConversationThread.tsx'
import * as styles from './AdminConversationPage.css.ts'

/** One conversation as staff read it, live, with the box to answer in under the staff name. */
export function AdminConversationPage({ id }: { id: string }) {
  usePageMeta('Chat Management')
  const conversationRef = { id, staff: true }
  const { data } = useInfiniteQuery(messagesQuery(conversationRef))
  const conversation = data?.pages[0]?.conversation
  const answer = useStaffAnswer(id)
  const { user } = useAuth()
  if (!user) return null

  return (
    <section className={styles.page} aria-labelledby="admin-conversation-title">
      <div className={styles.header}>
        <div>
          <h1 id="admin-conversation-title" className={styles.title}>
            {conversation ? `${conversation.user1.name} and ${conversation.user2.name}` : 'Conversation'}
          </h1>
          {conversation && (
            <p className={styles.subtitle}>
              Member {conversation.user1.email} · Expert {conversation.user2.email}
            </p>
          )}
        </div>
        <ButtonLink to="/admin-dashboard/chats" variant="outline">
          Back to Chat Management
        </ButtonLink>
      </div>
      <div className={styles.box}>
        {/* One per conversation: another one's address starts with an empty box and its own paging. */}
        <ConversationThread
          key={id}
          conversationRef={conversationRef}
          viewer={{ id: user.id, email: user.email, staff: true }}
          composerLabel="Answer as staff"
          onSend={(message) => answer.mutateAsync(message)}
        />
      </div>
    </section>
  )
}

import { useMemo } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { appPaths } from '../../../lib/app-paths.ts'
import { useAuth } from '../../../lib/auth.ts'
import { useMediaQuery } from '../../../lib/media-query.ts'
import { usePageMeta } from '../../../lib/page-meta.ts'
import { mq } from '../../../styles/media.ts'
import { visuallyHidden } from '../../../styles/utilities.css.ts'
import { ButtonLink } from '../../../ui/Button.tsx'
import { Container } from '../../../ui/Container.tsx'
import { conversationsQuery } from '../api/chat-queries.ts'
import * as styles from './ChatPage.css.ts'
import { ConversationList } from './ConversationList.tsx'
import { ConversationPane } from './ConversationPane.tsx'

const route = getRouteApi('/chat')

/**
 * The chat: the person's conversations and the open one (`?conversationId=`), side by side from 768 px; below that,
 * one or the other, with a way back to the list.
 */
export function ChatPage() {
  usePageMeta('Chat')
  const { conversationId } = route.useSearch()
  const navigate = route.useNavigate()
  const { user } = useAuth()
  const wide = useMediaQuery(mq.md)
  const list = useInfiniteQuery(conversationsQuery())
  const conversations = useMemo(() => list.data?.pages.flatMap((page) => page.conversations) ?? [], [list.data])
  // The guard keeps visitors out; this only covers the moment between a sign-out and the guard's redirect.
  if (!user) return null
  const viewer = { id: user.id, email: user.email, staff: false }

  return (
    <Container className={styles.page}>
      <h1 className={visuallyHidden}>Chat</h1>
      {!conversationId && list.isSuccess && conversations.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyText}>No conversation found</p>
          <ButtonLink to={appPaths.connect}>Connect To Expert</ButtonLink>
        </div>
      ) : (
        <div className={styles.panes}>
          {(wide || !conversationId) && (
            <div className={styles.side}>
              <ConversationList query={list} conversations={conversations} openId={conversationId} viewer={viewer} />
            </div>
          )}
          {conversationId ? (
            <ConversationPane
              key={conversationId}
              conversationId={conversationId}
              viewer={viewer}
              entry={conversations.find((conversation) => conversation.id === conversationId)}
              onBack={wide ? undefined : () => void navigate({ search: {} })}
            />
          ) : (
            wide && <p className={styles.choose}>Choose a conversation to read it here.</p>
          )}
        </div>
      )}
    </Container>
  )
}

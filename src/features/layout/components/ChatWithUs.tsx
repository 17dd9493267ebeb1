import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { contactInfoQuery } from '../../content/index.ts'
import * as styles from './ChatWithUs.css.ts'
import { ChatIcon } from '../../../ui/icons.tsx'

// Screens whose own message box sits where the floating link would cover its send button.
const chatScreens = /^\/(chat|admin-dashboard\/chats\/[^/]+)\/?$/

/** The floating link to the team's messaging number; absent when no number is configured, and on the chat screens. */
export function ChatWithUs() {
  const { data } = useQuery(contactInfoQuery())
  const onChat = useRouterState({ select: (state) => chatScreens.test(state.location.pathname) })
  const number = data?.whatsapp?.replace(/\D/g, '')
  if (!number || onChat) return null
  return (
    // A landmark of its own, so the floating link is not content outside every region of the page.
    <aside aria-label="Chat">
      <a href={`https://wa.me/${number}`} target="_blank" rel="noopener noreferrer" className={styles.chat}>
        <ChatIcon />
        <span className={styles.label}>Chat with us</span>
      </a>
    </aside>
  )
}

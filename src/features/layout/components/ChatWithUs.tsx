import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { contactInfoQuery } from '../../content/index.ts'
import * as styles from './ChatWithUs.css.ts'
import { ChatIcon } from '../../../ui/icons.tsx'

// Where the floating link would cover the screen's own controls: the chat screen's send button, and the admin area's
// (its chat screens included), whose cards put their Edit and Delete buttons in the bottom corner.
const withoutLink = /^\/(chat\/?$|admin-dashboard(\/|$))/

/** The floating link to the team's messaging number; absent when no number is configured, on the chat screen and in the admin area. */
export function ChatWithUs() {
  const { data } = useQuery(contactInfoQuery())
  const hidden = useRouterState({ select: (state) => withoutLink.test(state.location.pathname) })
  const number = data?.whatsapp?.replace(/\D/g, '')
  if (!number || hidden) return null
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

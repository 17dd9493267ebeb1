import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useRef } from 'react'
import { contactInfoQuery } from '../../content/index.ts'
import { useStepsAside } from '../hooks/use-steps-aside.ts'
import * as styles from './ChatWithUs.css.ts'
import { ChatIcon } from '../../../ui/icons.tsx'

// Where the floating link would cover the screen's own controls: the chat screen's send button, and the admin area's
// (its chat screens included), whose cards put their Edit and Delete buttons in the bottom corner.
const withoutLink = /^\/(chat\/?$|admin-dashboard(\/|$))/

/**
 * The floating link to the team's messaging number; absent when no number is configured, on the chat screen and in
 * the admin area. It never covers the page: while a control or text is under it, it steps aside (see its style) until
 * the page scrolls it clear, which the footer's bottom padding makes room for on every page; and it goes while a
 * dialog is open.
 */
export function ChatWithUs() {
  const { data } = useQuery(contactInfoQuery())
  const hidden = useRouterState({ select: (state) => withoutLink.test(state.location.pathname) })
  const number = data?.whatsapp?.replace(/\D/g, '')
  const link = useRef<HTMLAnchorElement>(null)
  useStepsAside(link, Boolean(number && !hidden))
  if (!number || hidden) return null
  return (
    // A landmark of its own, so the floating link is not content outside every region of the page.
    <aside aria-label="Chat">
      <a ref={link} href={`https://wa.me/${number}`} target="_blank" rel="noopener noreferrer" className={styles.chat} data-covering="">
        <ChatIcon />
        <span className={styles.label}>Chat with us</span>
      </a>
    </aside>
  )
}

import { Link } from '@tanstack/react-router'
import { appPaths } from '../../../lib/app-paths.ts'
import { CountBadge } from '../../../ui/CountBadge.tsx'
import { headerControl } from '../../../ui/header-control.css.ts'
import { ChatIcon } from '../../../ui/icons.tsx'
import { chatLinkName, useUnreadChatCount } from '../api/unread-count.ts'

interface ChatLinkProps {
  /** Shows the word 'Chat' beside the icon, for the phone menu's full-width rows. */
  labelled?: boolean
  onNavigate?: () => void
}

/** The header's way to the chat, with the unread count ('9+' above 9). */
export function ChatLink({ labelled = false, onNavigate }: ChatLinkProps) {
  const unread = useUnreadChatCount()
  const variant = labelled ? 'labelled' : 'icon'
  return (
    <Link to={appPaths.chat} className={headerControl[variant]} aria-label={chatLinkName(unread)} onClick={onNavigate}>
      <ChatIcon />
      {labelled && 'Chat'}
      <CountBadge count={unread} variant={variant} />
    </Link>
  )
}

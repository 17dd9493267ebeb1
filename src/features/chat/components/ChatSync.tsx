import { useChatSync } from '../hooks/use-chat-sync.ts'

/** The chat's work in the background of every screen, for a signed-in person; it shows nothing. */
export default function ChatSync() {
  useChatSync()
  return null
}

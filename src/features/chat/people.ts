import type { Conversation, Message } from '../../../contract/chat.ts'

/** Who is reading a conversation: its member or expert, or staff from the admin area. */
export interface Viewer {
  id: string
  email: string
  staff: boolean
}

/**
 * Whether a message shows as the reader's own: for a member or expert, when its sender's email is theirs; for
 * staff, every staff answer.
 */
export const isOutgoing = (message: Message, viewer: Viewer) => (viewer.staff ? message.adminSender !== null : message.sender?.email === viewer.email)

/** The name a message is shown under: the staff name for a staff answer. */
export const senderName = (message: Message) => message.adminSender?.name ?? message.sender?.name ?? ''

/** The person the reader is talking to: the member for the expert, the expert for the member. */
export const otherPerson = (conversation: Conversation, viewer: Viewer) => (conversation.user1.id === viewer.id ? conversation.user2 : conversation.user1)

/**
 * How far the other side has read the reader's messages. Staff answer in the expert's place, so for them it is how
 * far the member has read.
 */
export function otherSideRead(conversation: Conversation, viewer: Viewer) {
  if (viewer.staff || conversation.user2.id === viewer.id) return conversation.reads.user1
  return conversation.reads.user2
}

/** 'Kavya Menon' → 'KM'; titles such as 'Dr.' and 'Prof.' are skipped. */
export function initials(name: string) {
  const words = name.split(/\s+/).filter((word) => word && !word.endsWith('.'))
  const picked = words.length > 1 ? [words[0]!, words.at(-1)!] : words
  return picked.map((word) => word.charAt(0).toUpperCase()).join('') || '?'
}

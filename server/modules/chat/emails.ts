import { renderMail } from '../../mail/layout.ts'

export interface UnreadFacts {
  name: string
  fromName: string
  unread: number
  conversationId: string
}

export const unreadMessageEmail = (f: UnreadFacts, publicUrl: string) =>
  renderMail({
    subject: f.unread === 1 ? `${f.fromName} sent you a message on Scholar Hub` : `${f.fromName} sent you ${f.unread} messages on Scholar Hub`,
    greeting: `Hello ${f.name},`,
    paragraphs: [
      f.unread === 1 ? `${f.fromName} sent you a message that you have not read yet.` : `${f.fromName} sent you ${f.unread} messages that you have not read yet.`,
    ],
    action: { label: 'Open the chat', url: `${publicUrl}/chat?conversationId=${f.conversationId}` },
    closing: 'You get this mail when a message waits unread for 15 minutes, at most once an hour for each conversation.',
  })

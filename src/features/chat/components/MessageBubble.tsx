import type { ReactNode } from 'react'
import { visuallyHidden } from '../../../styles/utilities.css.ts'
import * as styles from './MessageBubble.css.ts'

interface MessageBubbleProps {
  tone: keyof typeof styles.bubble
  /** The sender's name, above an incoming message; heard, not seen, on the reader's own ('You'). */
  name: string
  content: string
  /** Under the text: when it was sent, or that it is pending, or why it was refused and what to do. */
  children: ReactNode
}

/** One message as the conversation shows it, the reader's own on the right. */
export function MessageBubble({ tone, name, content, children }: MessageBubbleProps) {
  return (
    <div className={styles.bubble[tone]}>
      <p className={tone === 'incoming' ? styles.name : visuallyHidden}>{name}</p>
      <p className={styles.content}>{content}</p>
      {children}
    </div>
  )
}

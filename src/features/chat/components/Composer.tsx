import { useId, useState, type KeyboardEvent } from 'react'
import * as v from 'valibot'
import { MessageText } from '../../../../contract/chat.ts'
import { visuallyHidden } from '../../../styles/utilities.css.ts'
import { Button } from '../../../ui/Button.tsx'
import { useToast } from '../../../ui/toast-store.ts'
import * as styles from './Composer.css.ts'
import { SendIcon } from './SendIcon.tsx'

interface ComposerProps {
  /** The box's name for screen readers: 'Message to Prof. Anil Sharma'. */
  label: string
  /** Takes the text; resolves once it is on its way, or rejects (having said why) to keep it in the box. */
  onSend: (text: string) => Promise<unknown>
  /** Told on every keystroke; the caller decides how often the other side hears of it. */
  onTyping?: () => void
}

/** The message box: Enter sends, Shift+Enter starts a new line, and blank text is never sent. */
export function Composer({ label, onSend, onTyping }: ComposerProps) {
  const id = useId()
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)
  const { toast } = useToast()

  const submit = () => {
    if (sending || !text.trim()) return
    // The server's own rule and words, said here without a round trip; a refusal for another reason comes back later.
    const checked = v.safeParse(MessageText, text)
    if (!checked.success) {
      toast({ tone: 'error', title: checked.issues[0].message })
      return
    }
    setSending(true)
    const sent = text
    onSend(sent)
      // What was typed meanwhile stays.
      .then(() => setText((current) => (current === sent ? '' : current)))
      .catch(() => undefined)
      .finally(() => setSending(false))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is composing a character: its Enter picks the character.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    submit()
  }

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <label htmlFor={id} className={visuallyHidden}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.input}
        rows={1}
        placeholder="Type your message here"
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          onTyping?.()
        }}
        onKeyDown={onKeyDown}
      />
      <Button type="submit" className={styles.send} aria-label="Send" disabled={sending}>
        <SendIcon />
      </Button>
    </form>
  )
}

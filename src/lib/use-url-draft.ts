import { useEffect, useRef, useState } from 'react'

/** A list is asked for again once typing has paused for 300 ms. */
export const TYPING_DEBOUNCE_MS = 300

/**
 * A text box whose value goes into the URL once typing pauses. `value` is the URL's current value as text;
 * `canonical` turns a draft into that form, so a draft the URL holds in another spelling ('heart ' for
 * 'heart', '2.50' for 2.5) is left as typed. A change from elsewhere (Clear filters, Back) replaces the draft,
 * unless newer typing is still waiting to be sent.
 */
export function useUrlDraft(value: string, commit: (draft: string) => void, canonical: (draft: string) => string) {
  const [draft, setDraft] = useState(value)
  const [seen, setSeen] = useState(value)
  const [waiting, setWaiting] = useState(false)
  const timer = useRef(0)

  if (seen !== value) {
    setSeen(value)
    if (!waiting && canonical(draft) !== value) setDraft(value)
  }

  useEffect(() => () => window.clearTimeout(timer.current), [])

  const send = (text: string) => {
    window.clearTimeout(timer.current)
    setWaiting(false)
    commit(text)
  }

  return {
    draft,
    change(text: string) {
      setDraft(text)
      setWaiting(true)
      window.clearTimeout(timer.current)
      timer.current = window.setTimeout(() => send(text), TYPING_DEBOUNCE_MS)
    },
    /** Changes the draft without sending it (a search box whose searching is gated). */
    hold: setDraft,
    /** Sends the draft now, as the Search button does. */
    flush: () => send(draft),
  }
}

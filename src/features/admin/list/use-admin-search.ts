import { useEffect, useState } from 'react'

const SEARCH_PAUSE_MS = 300

/**
 * A management list's search box whose text lives in the address (`?search=`), so a reload or Back shows the same
 * list. `search` is the address's text and `setSearch` replaces it; the box sends what was typed after a pause.
 */
export function useAdminSearch(search: string, setSearch: (text: string) => void) {
  const [draft, setDraft] = useState(search)
  // What this box last put in the address, and the address's text last seen: a change from elsewhere (Back)
  // fills the box; one this box made does not overwrite what the admin typed since.
  const [sent, setSent] = useState(search)
  const [seen, setSeen] = useState(search)
  if (search !== seen) {
    setSeen(search)
    if (search !== sent) {
      setSent(search)
      setDraft(search)
    }
  }

  const send = (text: string) => {
    setSent(text)
    setSearch(text)
  }
  useEffect(() => {
    const text = draft.trim()
    if (text === search) return
    const timer = setTimeout(() => send(text), SEARCH_PAUSE_MS)
    return () => clearTimeout(timer)
  })
  return { draft, setDraft, sendNow: () => send(draft.trim()) }
}

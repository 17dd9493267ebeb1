import { useState } from 'react'
import { Button } from '../../../ui/Button.tsx'
import { listStyles } from '../../admin-kit/index.ts'

/** Longer texts show their start until staff ask for the rest, so one long post does not stretch its row of cards. */
const SHOWN_AT_FIRST = 600

/** What a member wrote, as plain text with its line breaks: React writes it as text, never as HTML. */
export function ItemText({ text, label }: { text: string; label: string }) {
  const [all, setAll] = useState(false)
  const long = text.length > SHOWN_AT_FIRST
  return (
    <div className={listStyles.textBlock}>
      <p className={listStyles.writtenText}>{long && !all ? `${text.slice(0, SHOWN_AT_FIRST).trimEnd()}…` : text}</p>
      {long && (
        <Button variant="ghost" size="sm" aria-expanded={all} aria-label={`${all ? 'Show less' : 'Show all'} of ${label}`} onClick={() => setAll(!all)}>
          {all ? 'Show less' : 'Show all'}
        </Button>
      )}
    </div>
  )
}

import { useRef, type ReactNode } from 'react'
import { Button } from '../../../../../ui/Button.tsx'
import { error as errorClass } from '../../../../../ui/form/Field.css.ts'
import * as styles from './EntryList.css.ts'

interface EntryListProps<T> {
  /** What one entry is called in button names and the empty text: 'skill' gives 'Add skill', 'Remove skill 2'. */
  noun: string
  emptyText: string
  entries: T[]
  blank: T
  onEntriesChange: (entries: T[]) => void
  /** A message about the list as a whole, such as its maximum length. */
  error?: string
  children: (entry: T, index: number, update: (entry: T) => void) => ReactNode
}

/** A list the user grows, edits and shrinks; focus follows so keyboard users are never dropped on the page. */
export function EntryList<T>({ noun, emptyText, entries, blank, onEntriesChange, error, children }: EntryListProps<T>) {
  const listRef = useRef<HTMLOListElement>(null)
  const addRef = useRef<HTMLButtonElement>(null)

  const add = () => {
    onEntriesChange([...entries, blank])
    requestAnimationFrame(() => listRef.current?.lastElementChild?.querySelector('input')?.focus())
  }
  const remove = (index: number) => {
    onEntriesChange(entries.filter((_, i) => i !== index))
    addRef.current?.focus()
  }
  const update = (index: number) => (entry: T) => onEntriesChange(entries.map((old, i) => (i === index ? entry : old)))

  return (
    <div className={styles.wrapper}>
      {entries.length ? (
        <ol ref={listRef} className={styles.list}>
          {entries.map((entry, index) => (
            // Entries have no identity of their own; the position is what the form and its messages use too.
            <li key={index} className={styles.entry}>
              {children(entry, index, update(index))}
              {/* The name says which entry; it starts with the visible word, so voice control finds it too. */}
              <Button variant="ghost" size="sm" className={styles.remove} aria-label={`Remove ${noun} ${index + 1}`} onClick={() => remove(index)}>
                Remove
              </Button>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.empty}>{emptyText}</p>
      )}
      {error && <p className={errorClass}>{error}</p>}
      <Button ref={addRef} variant="outline" size="sm" className={styles.add} onClick={add}>
        Add {noun}
      </Button>
    </div>
  )
}

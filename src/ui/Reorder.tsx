import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { visuallyHidden } from '../styles/utilities.css.ts'
import { Button } from './Button.tsx'
import * as styles from './Reorder.css.ts'

/** The list with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list]
  next.splice(to, 0, ...next.splice(from, 1))
  return next
}

interface MoveButtonsProps {
  /** Names the item in the buttons' labels: 'Move up: Templates'. */
  label: string
  /** Moves it one place; undefined at that end of the list. */
  onUp?: () => void
  onDown?: () => void
  disabled?: boolean
}

/** Up and Down for one item of an ordered list: reordering that needs no dragging (WCAG 2.5.7). */
export function MoveButtons({ label, onUp, onDown, disabled }: MoveButtonsProps) {
  return (
    <span className={styles.moves}>
      <Button variant="outline" size="sm" disabled={!onUp || disabled} onClick={onUp} aria-label={`Move up: ${label}`} data-move="up">
        Up
      </Button>
      <Button variant="outline" size="sm" disabled={!onDown || disabled} onClick={onDown} aria-label={`Move down: ${label}`} data-move="down">
        Down
      </Button>
    </span>
  )
}

interface ReorderListProps<T> {
  items: readonly T[]
  /** The list's name for screen readers: 'Menu items'. */
  label: string
  itemKey: (item: T) => string | number
  /** How the item is named in the buttons and the announcement of a move. */
  itemLabel: (item: T) => string
  onReorder: (next: T[]) => void
  children: (item: T, index: number) => ReactNode
}

/**
 * An ordered list whose items move with their Up and Down buttons, or with Alt+Arrow Up and Down anywhere in the
 * item. The moved item's button keeps the focus, and each move is announced ('Templates: position 2 of 7').
 */
export function ReorderList<T>({ items, label, itemKey, itemLabel, onReorder, children }: ReorderListProps<T>) {
  const [announcement, setAnnouncement] = useState('')
  const refocus = useRef<{ key: string | number; direction: 'up' | 'down' } | null>(null)
  const rows = useRef(new Map<string | number, HTMLLIElement>())

  // A moved row may be taken out of the document and put back, which loses the focus: give it back.
  useLayoutEffect(() => {
    const target = refocus.current
    if (!target) return
    refocus.current = null
    const row = rows.current.get(target.key)
    const button = row?.querySelector<HTMLButtonElement>(`[data-move="${target.direction}"]:not(:disabled)`) ?? row?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)')
    button?.focus()
  })

  const move = (index: number, to: number, direction: 'up' | 'down') => {
    if (to < 0 || to >= items.length) return
    const item = items[index]!
    refocus.current = { key: itemKey(item), direction }
    setAnnouncement(`${itemLabel(item)}: position ${to + 1} of ${items.length}`)
    onReorder(moveItem(items, index, to))
  }

  const onKeyDown = (index: number) => (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return
    event.preventDefault()
    if (event.key === 'ArrowUp') move(index, index - 1, 'up')
    else move(index, index + 1, 'down')
  }

  return (
    <>
      <ol className={styles.list} aria-label={label}>
        {items.map((item, index) => {
          const key = itemKey(item)
          return (
            <li
              key={key}
              className={styles.row}
              onKeyDown={onKeyDown(index)}
              ref={(el) => {
                if (el) rows.current.set(key, el)
                else rows.current.delete(key)
              }}
            >
              <div className={styles.body}>{children(item, index)}</div>
              <MoveButtons
                label={itemLabel(item)}
                onUp={index > 0 ? () => move(index, index - 1, 'up') : undefined}
                onDown={index < items.length - 1 ? () => move(index, index + 1, 'down') : undefined}
              />
            </li>
          )
        })}
      </ol>
      <p role="status" className={visuallyHidden}>
        {announcement}
      </p>
    </>
  )
}

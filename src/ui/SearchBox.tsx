import { useId } from 'react'
import { useUrlDraft } from '../lib/use-url-draft.ts'
import { visuallyHidden } from '../styles/utilities.css.ts'
import { Button } from './Button.tsx'
import { cx } from './cx.ts'
import * as fieldStyles from './form/Field.css.ts'
import * as styles from './SearchBox.css.ts'

interface SearchBoxProps {
  /** The address's search text. */
  value: string
  /** Records new text (trimmed; undefined for none) in the address. */
  onSearch: (text: string | undefined) => void
  /** Names the box for assistive technology: 'Search journals'. */
  label: string
  placeholder: string
  maxLength: number
  /** A Search button beside the box; without one, Enter sends it at once. */
  withButton?: boolean
  /**
   * True when the plan does not include search: typing or searching shows the upgrade prompt instead, given the
   * words typed so far, which stay in the box.
   */
  gated?: boolean
  onGated?: (words: string | undefined) => void
  /** The form's and the box's look where they differ from a directory's (the admin lists' rounded box). */
  className?: string
  inputClassName?: string
}

/** The app's one search box: what is typed reaches the address, and so the list, after a pause, or at once on Enter or Search. */
export function SearchBox({ value, onSearch, label, placeholder, maxLength, withButton = true, gated = false, onGated, className, inputClassName }: SearchBoxProps) {
  const id = useId()
  const { draft, change, hold, flush } = useUrlDraft(
    value,
    (text) => onSearch(text.trim() || undefined),
    (text) => text.trim(),
  )
  return (
    <form
      role="search"
      className={cx(styles.form, className)}
      onSubmit={(event) => {
        event.preventDefault()
        if (gated) onGated?.(draft.trim() || undefined)
        else flush()
      }}
    >
      <label htmlFor={id} className={visuallyHidden}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        className={cx(inputClassName ?? fieldStyles.control, styles.input)}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={maxLength}
        value={draft}
        onChange={(event) => {
          if (!gated) return change(event.target.value)
          hold(event.target.value)
          onGated?.(event.target.value.trim() || undefined)
        }}
      />
      {withButton && <Button type="submit">Search</Button>}
    </form>
  )
}

import { useId, useState, type KeyboardEvent } from 'react'
import * as styles from './Combobox.css.ts'
import { Field, type FieldProps } from './Field.tsx'
import * as fieldStyles from './Field.css.ts'
import type { Option } from './SelectField.tsx'

interface ComboboxFieldProps extends FieldProps {
  /** The chosen option's value; '' for none. */
  value: string
  onValueChange: (value: string) => void
  options: readonly Option[]
  /** Shown in the empty box: 'Select Writing Service'. */
  placeholder: string
  /** Said in the list when nothing matches what was typed. */
  noMatches?: string
  disabled?: boolean
}

const matching = (options: readonly Option[], text: string) => {
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean)
  return options.filter((o) => words.every((word) => o.label.toLowerCase().includes(word)))
}

/**
 * A select whose options are filtered by typing, after the ARIA combobox pattern: a text box with a list box.
 * Arrows move through the list (opening it), Enter chooses, Escape closes it (or, closed, clears the typing);
 * leaving the box puts the chosen option's name back, so what it shows is always what was chosen.
 */
export function ComboboxField({ label, error, hint, className, value, onValueChange, options, placeholder, noMatches = 'No matches', disabled }: ComboboxFieldProps) {
  const listId = useId()
  const chosen = options.find((o) => o.value === value)
  const [text, setText] = useState<string | null>(null)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const shown = text === null ? options : matching(options, text)
  const optionId = (index: number) => `${listId}-${index}`

  const openAt = (index: number) => {
    setOpen(true)
    setActive(Math.max(-1, Math.min(index, shown.length - 1)))
  }
  const close = () => {
    setOpen(false)
    setActive(-1)
  }
  const choose = (option: Option) => {
    onValueChange(option.value)
    setText(null)
    close()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const chosenIndex = shown.findIndex((o) => o.value === value)
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        if (event.altKey) openAt(active >= 0 ? active : chosenIndex)
        else openAt(open ? (active + 1) % Math.max(shown.length, 1) : chosenIndex >= 0 ? chosenIndex : 0)
        break
      case 'ArrowUp':
        event.preventDefault()
        openAt(open ? (active <= 0 ? shown.length - 1 : active - 1) : chosenIndex >= 0 ? chosenIndex : shown.length - 1)
        break
      case 'Home':
      case 'End':
        if (!open) return
        event.preventDefault()
        openAt(event.key === 'Home' ? 0 : shown.length - 1)
        break
      case 'Enter':
        // A closed box lets Enter submit its form.
        if (!open) return
        event.preventDefault()
        if (shown[active]) choose(shown[active])
        else close()
        break
      case 'Escape':
        if (open) close()
        else setText(null)
        break
      case 'Tab':
        if (open && shown[active]) choose(shown[active])
        break
    }
  }

  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <div className={styles.wrapper}>
          <input
            {...control}
            type="text"
            role="combobox"
            className={fieldStyles.control}
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            placeholder={placeholder}
            disabled={disabled}
            value={text ?? chosen?.label ?? ''}
            onChange={(event) => {
              setText(event.target.value)
              setOpen(true)
              setActive(matching(options, event.target.value).length ? 0 : -1)
            }}
            onKeyDown={onKeyDown}
            onClick={() => (open ? close() : openAt(shown.findIndex((o) => o.value === value)))}
            onBlur={() => {
              setText(null)
              close()
            }}
          />
          <ul id={listId} role="listbox" aria-label={typeof label === 'string' ? label : undefined} className={styles.listbox} hidden={!open}>
            {shown.map((option, index) => (
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={option.value === value}
                data-active={index === active}
                className={styles.option}
                // Keeps the focus in the box, so choosing does not first blur it.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                {option.label}
              </li>
            ))}
            {open && shown.length === 0 && (
              <li role="presentation" className={styles.empty}>
                {noMatches}
              </li>
            )}
          </ul>
        </div>
      )}
    </Field>
  )
}

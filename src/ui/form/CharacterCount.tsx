import { useEffect, useState } from 'react'
import { visuallyHidden } from '../../styles/utilities.css.ts'
import * as styles from './CharacterCount.css.ts'

const count = (n: number) => n.toLocaleString('en-IN')
const characters = (n: number) => `${count(n)} ${n === 1 ? 'character' : 'characters'}`

/** What the count says for `length` of `max`: the limit before any typing, then what is left, or how many too many. */
export function characterCountText(length: number, max: number) {
  if (length === 0) return `Up to ${characters(max)}`
  const left = max - length
  return left >= 0 ? `${characters(left)} left` : `${characters(-left)} too many`
}

/** A screen reader hears the count once typing pauses, and only near the limit or past it, not at every key. */
const ANNOUNCE_AFTER_MS = 1000
const nearLimit = (length: number, max: number) => max - length <= Math.max(20, Math.ceil(max / 10))

/**
 * A long field's counter, as its hint (`hint={<CharacterCount length={value.length} max={MAX} />}`): what is left
 * as one types, and how many too many past the limit, in the error's colour. The field takes the text past the
 * limit (a pasted message is not cut short without a word); the form's schema and the server refuse it.
 */
export function CharacterCount({ length, max }: { length: number; max: number }) {
  const text = characterCountText(length, max)
  const [spoken, setSpoken] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setSpoken(length > 0 && nearLimit(length, max) ? text : ''), ANNOUNCE_AFTER_MS)
    return () => clearTimeout(timer)
  }, [length, max, text])
  return (
    <>
      <span className={length > max ? styles.over : undefined} aria-hidden="true">
        {text}
      </span>
      <span className={visuallyHidden}>You can enter up to {characters(max)}.</span>
      <span className={visuallyHidden} role="status">
        {spoken}
      </span>
    </>
  )
}

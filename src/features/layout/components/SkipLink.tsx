import type { MouseEvent } from 'react'
import * as styles from './SkipLink.css.ts'

export const MAIN_ID = 'main'

/** Moves focus past the header to the page content without putting '#main' into the router's URL. */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID)
    if (!main) return
    event.preventDefault()
    main.focus()
    main.scrollIntoView()
  }
  return (
    <a href={`#${MAIN_ID}`} className={styles.skip} onClick={skip}>
      Skip to main content
    </a>
  )
}

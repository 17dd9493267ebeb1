import type { ReactNode } from 'react'
import { Disclosure } from '../../../../../ui/Disclosure.tsx'
import * as styles from './CollapsibleSection.css.ts'

interface CollapsibleSectionProps {
  title: string
  count: number
  /** Kept open while it holds a field with a message, so the form can move focus there. */
  forceOpen: boolean
  children: ReactNode
}

/** One of the CV's lists, closed until wanted so the four fit on a phone's screen; its size shows when closed. */
export function CollapsibleSection({ title, count, forceOpen, children }: CollapsibleSectionProps) {
  return (
    <Disclosure
      title={
        <>
          {title} <span className={styles.count}>({count})</span>
        </>
      }
      forceOpen={forceOpen}
      // Under the profile's h2 and the CV's h3.
      headingLevel="h4"
    >
      {children}
    </Disclosure>
  )
}

import { Collapsible } from 'radix-ui'
import { useId, useState, type ReactNode } from 'react'
import { cx } from './cx.ts'
import * as styles from './Disclosure.css.ts'

interface DisclosureProps {
  /** The heading's text, which also names the button and the region. */
  title: ReactNode
  /** Controlled state; leave it out to let the panel keep its own, starting from `defaultOpen`. */
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  /** Keeps the body shown whatever the button says, e.g. while it holds a field with a message. */
  forceOpen?: boolean
  className?: string
  bodyClassName?: string
  /** The heading's level where panels nest (a tree); h2 by default. */
  headingLevel?: 'h2' | 'h3' | 'h4'
  /** Mounted only while open. */
  children: ReactNode
}

/** A bordered panel whose heading holds a button that shows and hides the body; a named region either way. */
export function Disclosure({ title, open, defaultOpen = false, onOpenChange, forceOpen = false, className, bodyClassName, headingLevel: Heading = 'h2', children }: DisclosureProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen)
  const headingId = `${useId()}-heading`
  const changed = (next: boolean) => {
    setOwnOpen(next)
    onOpenChange?.(next)
  }
  return (
    <Collapsible.Root asChild open={(open ?? ownOpen) || forceOpen} onOpenChange={changed}>
      <section className={cx(styles.panel, className)} aria-labelledby={headingId}>
        <Heading id={headingId} className={styles.heading}>
          <Collapsible.Trigger className={styles.trigger}>
            <span>{title}</span>
            <svg className={styles.chevron} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round">
              <path d="M6 9l6 6 6-6" />
            </svg>
          </Collapsible.Trigger>
        </Heading>
        <Collapsible.Content className={cx(styles.body, bodyClassName)}>{children}</Collapsible.Content>
      </section>
    </Collapsible.Root>
  )
}

import type { ComponentProps } from 'react'
import { useRouter } from '@tanstack/react-router'
import { isInternalHref, navigateInApp } from '../../../lib/internal-link.ts'
import { visuallyHidden } from '../../../styles/utilities.css.ts'

/**
 * A link whose target staff typed in (a service's Learn More, a slide): app paths open in place, other sites in
 * a new tab with the opener cut off.
 */
export function ManagedLink({ href, children, ...props }: ComponentProps<'a'> & { href: string }) {
  const router = useRouter()
  if (isInternalHref(href)) {
    return (
      <a href={href} onClick={(event) => navigateInApp(event, router, event.currentTarget)} {...props}>
        {children}
      </a>
    )
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className={visuallyHidden}> (opens in a new tab)</span>
    </a>
  )
}

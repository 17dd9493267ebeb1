import type { LinkProps } from '@tanstack/react-router'
import { ButtonLink } from '../../../ui/Button.tsx'
import * as styles from './AdminList.css.ts'

export interface SectionTab<Id extends string> {
  id: Id
  to: LinkProps['to']
  label: string
}

/** A section's lists, each at its own address, as links beside the heading; the open one is filled in. */
export function SectionTabs<Id extends string>({ section, tabs, current }: { section: string; tabs: readonly SectionTab<Id>[]; current: Id }) {
  return (
    <nav aria-label={section}>
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <ButtonLink to={tab.to} activeOptions={{ exact: true }} variant={tab.id === current ? 'primary' : 'outline'} size="sm">
              {tab.label}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

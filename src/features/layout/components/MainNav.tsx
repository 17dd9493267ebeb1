import { Link } from '@tanstack/react-router'
import type { NavItem } from '../route-map.ts'
import * as styles from './MainNav.css.ts'

interface MainNavProps {
  items: NavItem[]
  layout: 'bar' | 'list'
  /** Called when a link is followed, so an overlay holding the menu can close. */
  onNavigate?: () => void
  className?: string
}

export function MainNav({ items, layout, onNavigate, className }: MainNavProps) {
  return (
    <nav aria-label="Main" className={className}>
      <ul className={styles.list[layout]}>
        {items.map((item) => (
          <li key={item.slug}>
            <Link
              to={item.to}
              className={styles.link[layout]}
              activeOptions={{ includeSearch: false }}
              activeProps={{ className: styles.active, 'aria-current': 'page' }}
              onClick={onNavigate}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

import { ButtonLink } from '../../../ui/Button.tsx'
import * as styles from './AdminCommunity.css.ts'

const tabs = [
  { id: 'queue', to: '/admin-dashboard/community', label: 'Review queue' },
  { id: 'silenced', to: '/admin-dashboard/community/silenced', label: 'Silenced members' },
  { id: 'log', to: '/admin-dashboard/community/log', label: 'Moderation log' },
] as const

/** Community Moderation's three lists, each at its own address; the open one is filled in (and, as a link to where it is, marked current). */
export function ModerationTabs({ current }: { current: (typeof tabs)[number]['id'] }) {
  return (
    <nav aria-label="Community Moderation">
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

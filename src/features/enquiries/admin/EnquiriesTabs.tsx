import { ButtonLink } from '../../../ui/Button.tsx'
import * as styles from './AdminEnquiries.css.ts'

const tabs = [
  { id: 'enquiries', to: '/admin-dashboard/enquiries', label: 'Enquiries' },
  { id: 'services', to: '/admin-dashboard/enquiries/services', label: 'Writing services' },
] as const

/** Enquiries Management's two lists, each at its own address; the open one is filled in. */
export function EnquiriesTabs({ current }: { current: (typeof tabs)[number]['id'] }) {
  return (
    <nav aria-label="Enquiries Management">
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

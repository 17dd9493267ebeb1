import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { Tabs } from 'radix-ui'
import { lazy, Suspense } from 'react'
import { useAuth } from '../../../../lib/auth.ts'
import { usePageMeta } from '../../../../lib/page-meta.ts'
import { Container } from '../../../../ui/Container.tsx'
import { Skeleton } from '../../../../ui/Skeleton.tsx'
import { profileQuery } from '../../api/account-queries.ts'
import type { DashboardTab as Tab } from '../../search.ts'
import { AccountSettings } from '../settings/AccountSettings.tsx'
import { ActivityTab } from './ActivityTab.tsx'
import { DashboardLinks } from './DashboardLinks.tsx'
import { ProfileTab } from './ProfileTab.tsx'
import * as styles from './UserDashboard.css.ts'

const tabs = [
  { value: 'profile', label: 'Profile' },
  { value: 'settings', label: 'Settings' },
  { value: 'saved', label: 'Saved' },
  { value: 'activity', label: 'Activity' },
] as const satisfies readonly { value: Tab; label: string }[]

const route = getRouteApi('/user-dashboard')

// Saved searches and items come with their tab: the dashboard's first load is the profile.
const SavedSearches = lazy(() => import('../../../saved-searches/index.ts').then((m) => m.loadSavedSearches()))
const SavedTab = lazy(() => import('../../../saved-items/index.ts').then((m) => m.loadSavedTab()))

export function UserDashboard() {
  usePageMeta('Dashboard')
  const { tab = 'profile' } = route.useSearch()
  const navigate = route.useNavigate()
  const profile = useQuery(profileQuery())
  const stored = useAuth().user
  // The stored user names the page at once, even before (or without) a fresh profile.
  const user = profile.data ?? stored

  return (
    <Container className={styles.page}>
      {user && (
        <header className={styles.header}>
          <h1 className={styles.name}>{user.name}</h1>
          <p className={styles.role}>{user.roleName}</p>
        </header>
      )}
      <div className={styles.layout}>
        <DashboardLinks />
        <Tabs.Root
          value={tab}
          // The tab lives in the URL so a reload or a shared link opens it; replace keeps Back for leaving the page.
          onValueChange={(value) => void navigate({ search: { tab: value as Tab }, replace: true, resetScroll: false })}
          className={styles.tabs}
        >
          <Tabs.List aria-label="Your account" className={styles.tabList}>
            {tabs.map(({ value, label }) => (
              <Tabs.Trigger key={value} value={value} className={styles.tabTrigger}>
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="profile" className={styles.panel}>
            <ProfileTab />
          </Tabs.Content>
          <Tabs.Content value="settings" className={styles.panel}>
            <AccountSettings />
          </Tabs.Content>
          <Tabs.Content value="saved" className={styles.panel}>
            <Suspense fallback={<Skeleton lines={6} />}>
              <div className={styles.savedPanel}>
                <SavedSearches />
                <SavedTab />
              </div>
            </Suspense>
          </Tabs.Content>
          <Tabs.Content value="activity" className={styles.panel}>
            <ActivityTab />
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </Container>
  )
}

import { useRef, useState, type ReactNode } from 'react'
import { Dialog } from 'radix-ui'
import { useAuth } from '../../../lib/auth.ts'
import { useFitsInView } from '../../../lib/use-fits-in-view.ts'
import { visuallyHidden } from '../../../styles/utilities.css.ts'
import { ChevronIcon, CloseIcon, MenuIcon } from '../../../ui/icons.tsx'
import { AdminNav } from './AdminNav.tsx'
import * as styles from './AdminShell.css.ts'

const COLLAPSED_KEY = 'admin-sidebar-collapsed'

function storedCollapsed() {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === 'true'
  } catch {
    return false
  }
}

/**
 * The admin area's frame: a sidebar beside the section from 768 px, wide or narrow (kept on this device), and
 * a drawer behind a menu button on phones. The section itself renders as `children`.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const [collapsed, setCollapsed] = useState(storedCollapsed)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const sidebar = useRef<HTMLElement>(null)
  const sticky = useFitsInView(sidebar)
  // Staff are greeted by their role's name: 'Hello Admin', 'Hello Moderator'.
  const greeting = `Hello ${useAuth().user?.roleName ?? 'Admin'}`

  const toggle = () => {
    const next = !collapsed
    setCollapsed(next)
    try {
      localStorage.setItem(COLLAPSED_KEY, String(next))
    } catch {
      // Not stored: the sidebar is wide again on the next visit.
    }
  }

  return (
    <div className={styles.shell}>
      <aside ref={sidebar} className={collapsed ? styles.sidebarNarrow : styles.sidebar} aria-label="Admin menu" data-sticky={sticky || undefined}>
        <div className={styles.sidebarTop}>
          <p className={collapsed ? visuallyHidden : styles.greeting}>{greeting}</p>
          <button type="button" className={styles.iconButton} onClick={toggle} aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}>
            <ChevronIcon direction={collapsed ? 'right' : 'left'} />
          </button>
        </div>
        <AdminNav collapsed={collapsed} />
      </aside>

      <div className={styles.phoneBar}>
        <p className={styles.greeting}>{greeting}</p>
        <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
          <Dialog.Trigger className={styles.menuButton}>
            <MenuIcon />
            Admin menu
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className={styles.overlay} />
            <Dialog.Content className={styles.drawer} aria-describedby={undefined}>
              <div className={styles.sidebarTop}>
                <Dialog.Title className={styles.greeting}>{greeting}</Dialog.Title>
                <Dialog.Close className={styles.iconButton} aria-label="Close admin menu">
                  <CloseIcon />
                </Dialog.Close>
              </div>
              <AdminNav onNavigate={() => setDrawerOpen(false)} />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </div>

      <div className={styles.content}>{children}</div>
    </div>
  )
}

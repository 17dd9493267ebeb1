import { lazy, Suspense, useRef, useState } from 'react'
import { Link, useLocation } from '@tanstack/react-router'
import { Container } from '../../../ui/Container.tsx'
import { cx } from '../../../ui/cx.ts'
import { useNavItems } from '../hooks/use-nav-items.ts'
import { useScrolledPast } from '../hooks/use-scrolled.ts'
import * as styles from './Header.css.ts'
import { HeaderAccount } from './HeaderAccount.tsx'
import { MainNav } from './MainNav.tsx'
import { MenuIcon } from '../../../ui/icons.tsx'

const loadMobileMenu = () => import('./MobileMenu.tsx')
// The overlay (and radix Dialog with it) is fetched when a phone user reaches for it, not on first load.
const MobileMenu = lazy(loadMobileMenu)

const MOBILE_MENU_ID = 'mobile-menu'

export function Header() {
  const scrolled = useScrolledPast()
  const items = useNavItems()
  const pathname = useLocation({ select: (location) => location.pathname })
  // Remembering where the menu was opened closes it on any navigation, including Back, without an effect.
  const [openedAt, setOpenedAt] = useState<string | null>(null)
  const menuOpen = openedAt === pathname
  const menuButton = useRef<HTMLButtonElement>(null)

  return (
    <header className={cx(styles.header, scrolled && styles.solid)}>
      <Container className={styles.bar}>
        <Link to="/" className={styles.logoLink}>
          <img src="/logo.svg" alt="Scholar Hub" width={200} height={48} className={styles.logo} />
        </Link>
        <div className={styles.account}>
          <HeaderAccount />
        </div>
        <button
          ref={menuButton}
          type="button"
          className={styles.menuButton}
          aria-label="Menu"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          onPointerEnter={() => void loadMobileMenu()}
          onFocus={() => void loadMobileMenu()}
          onClick={() => setOpenedAt(pathname)}
        >
          <MenuIcon />
        </button>
      </Container>
      {/* On wide screens the seven menu labels get a row of their own under the logo. */}
      <div className={styles.navRow}>
        <Container>
          <MainNav items={items} layout="bar" />
        </Container>
      </div>
      {openedAt !== null && (
        <Suspense fallback={null}>
          <MobileMenu
            id={MOBILE_MENU_ID}
            open={menuOpen}
            items={items}
            onClose={() => setOpenedAt(null)}
            returnFocusTo={menuButton}
          />
        </Suspense>
      )}
    </header>
  )
}

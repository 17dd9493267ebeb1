import type { RefObject } from 'react'
import { Dialog } from 'radix-ui'
import { Link } from '@tanstack/react-router'
import { visuallyHidden } from '../../../styles/utilities.css.ts'
import type { NavItem } from '../route-map.ts'
import { HeaderAccount } from './HeaderAccount.tsx'
import { CloseIcon } from '../../../ui/icons.tsx'
import { MainNav } from './MainNav.tsx'
import * as styles from './MobileMenu.css.ts'

interface MobileMenuProps {
  id: string
  open: boolean
  items: NavItem[]
  onClose: () => void
  returnFocusTo: RefObject<HTMLButtonElement | null>
}

/** Full-screen menu for phones and tablets; radix handles the focus trap, Escape and scroll lock. */
export default function MobileMenu({ id, open, items, onClose, returnFocusTo }: MobileMenuProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Content
          id={id}
          className={styles.panel}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // The menu button is not a radix Trigger (it lives in the first-load bundle), so focus goes back by hand.
            event.preventDefault()
            returnFocusTo.current?.focus()
          }}
        >
          <Dialog.Title className={visuallyHidden}>Menu</Dialog.Title>
          <div className={styles.top}>
            <Link to="/" className={styles.logoLink} onClick={onClose}>
              <img src="/logo.svg" alt="Scholar Hub" width={200} height={48} className={styles.logo} />
            </Link>
            <Dialog.Close className={styles.close} aria-label="Close menu">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <MainNav items={items} layout="list" onNavigate={onClose} className={styles.nav} />
          <div className={styles.account}>
            <HeaderAccount layout="menu" onNavigate={onClose} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

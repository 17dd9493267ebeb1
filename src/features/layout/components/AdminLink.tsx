import { Link } from '@tanstack/react-router'
import { cx } from '../../../ui/cx.ts'
import { headerControl } from '../../../ui/header-control.css.ts'
import { DashboardIcon } from '../../../ui/icons.tsx'

interface AdminLinkProps {
  /** Shows the words beside the icon, for the phone menu's full-width rows. */
  labelled?: boolean
  onNavigate?: () => void
  className?: string
}

/** Staff's way from the site into the admin area; the area itself checks what each of them may open. */
export function AdminLink({ labelled = false, onNavigate, className }: AdminLinkProps) {
  const variant = labelled ? 'labelled' : 'icon'
  return (
    <Link to="/admin-dashboard" className={cx(headerControl[variant], className)} aria-label={labelled ? undefined : 'Admin area'} onClick={onNavigate}>
      <DashboardIcon />
      {labelled && 'Admin area'}
    </Link>
  )
}

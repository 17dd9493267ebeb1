import { Link } from '@tanstack/react-router'
import { headerControl } from '../../../ui/header-control.css.ts'
import { DashboardIcon } from '../../../ui/icons.tsx'

interface AdminLinkProps {
  /** Shows the words beside the icon, for the phone menu's full-width rows. */
  labelled?: boolean
  onNavigate?: () => void
}

/** Staff's way from the site into the admin area; the area itself checks what each of them may open. */
export function AdminLink({ labelled = false, onNavigate }: AdminLinkProps) {
  const variant = labelled ? 'labelled' : 'icon'
  return (
    <Link to="/admin-dashboard" className={headerControl[variant]} aria-label={labelled ? undefined : 'Admin area'} onClick={onNavigate}>
      <DashboardIcon />
      {labelled && 'Admin area'}
    </Link>
  )
}

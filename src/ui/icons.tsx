import type { ReactNode } from 'react'

// Decorative line icons on a 24-unit grid: the control that holds one carries the accessible name.
export function Icon({ children, size = 24, strokeWidth = 2 }: { children: ReactNode; size?: number; strokeWidth?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" strokeLinejoin="round">
      {children}
    </svg>
  )
}

// The media controls' icons are drawn a little bolder, to read on top of pictures and film.
const MEDIA_STROKE = 2.25

export const ChevronIcon = ({ direction }: { direction: 'left' | 'right' }) => (
  <Icon strokeWidth={MEDIA_STROKE}>
    <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
  </Icon>
)

export const PauseIcon = () => (
  <Icon strokeWidth={MEDIA_STROKE}>
    <path d="M9 6v12M15 6v12" />
  </Icon>
)

export const PlayIcon = () => (
  <Icon strokeWidth={MEDIA_STROKE}>
    <path d="M8 5.5v13l10-6.5z" />
  </Icon>
)

export const MenuIcon = () => (
  <Icon>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
)

export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
)

export const ChatIcon = () => (
  <Icon size={26}>
    <path d="M20.5 11.6a8.4 8.4 0 0 1-12.3 7.4L3.5 20.5l1.6-4.5A8.4 8.4 0 1 1 20.5 11.6z" />
    <path d="M9 10.5h6M9 13.5h4" />
  </Icon>
)

/** A panel of controls: the way into the admin area. */
export const DashboardIcon = () => (
  <Icon>
    <path d="M4 4h7v9H4zM13 4h7v5h-7zM13 11h7v9h-7zM4 15h7v5H4z" />
  </Icon>
)

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

export const socialIcons = {
  facebook: (
    <Icon>
      <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5h2.6l.4-3.5h-3V7a1 1 0 0 1 1-1H15z" />
    </Icon>
  ),
  x: (
    <Icon>
      <path d="M4 4l16 16M20 4L4 20" />
    </Icon>
  ),
  linkedin: (
    <Icon>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5V17M8 7.5v.01M12 17v-6.5M12 13.5a2.5 2.5 0 0 1 5 0V17" />
    </Icon>
  ),
  instagram: (
    <Icon>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5v.01" />
    </Icon>
  ),
  youtube: (
    <Icon>
      <rect x="2.5" y="5" width="19" height="14" rx="4" />
      <path d="M10 9.5v5l4.5-2.5z" />
    </Icon>
  ),
} as const

import { Icon } from '../../../ui/icons.tsx'

// The footer's networks, kept with it: no other screen draws them.
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

import { Icon } from '../../../ui/icons.tsx'

// The feed's icons; the buttons that hold them carry the names.

export const HeartIcon = () => (
  <Icon size={20}>
    <path d="M12 20.5s-7.5-4.6-9.2-9.4C1.7 7.8 3.8 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.9 1.2-1.8 2.8-2.9 4.8-2.9 3.4 0 5.5 3.3 4.4 6.6-1.7 4.8-9.2 9.4-9.2 9.4z" />
  </Icon>
)

export const CommentIcon = () => (
  <Icon size={20}>
    <path d="M21 12a8 8 0 0 1-11.8 7L4 20.5l1.5-4.7A8 8 0 1 1 21 12z" />
  </Icon>
)

export const MoreIcon = () => (
  <Icon size={20} strokeWidth={3}>
    <path d="M5 12h.01M12 12h.01M19 12h.01" />
  </Icon>
)

import { Icon } from '../../../ui/icons.tsx'

// The chat's own, not in ui/icons.tsx: that module is part of the first screen's script.
export const SendIcon = () => (
  <Icon>
    <path d="M4 12l16-8-6 16-2.5-6.5z" />
    <path d="M11.5 13.5L20 4" />
  </Icon>
)

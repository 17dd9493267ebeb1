import type { ReactNode } from 'react'
import { Icon } from '../../../ui/icons.tsx'
import type { AdminSectionId } from '../../../../contract/admin-sections.ts'

// One simple line icon per sidebar entry; the link beside it carries the name.
const paths: Record<AdminSectionId | 'home' | 'logout', ReactNode> = {
  home: <path d="M4 11l8-7 8 7v9h-5v-6H9v6H4z" />,
  users: <path d="M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM3 20a6 6 0 0 1 12 0M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14a6 6 0 0 1 3 6" />,
  categories: <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />,
  queries: <path d="M4 5h16v11H9l-5 4zM9 9h6M9 12h4" />,
  roles: <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z" />,
  analytics: <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />,
  courses: <path d="M3 8l9-4 9 4-9 4zM7 10v5c0 1.5 2.2 3 5 3s5-1.5 5-3v-5" />,
  events: <path d="M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M8 14h3v3H8z" />,
  vacancies: <path d="M4 8h16v11H4zM9 8V5h6v3M4 13h16" />,
  templates: <path d="M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7" />,
  journals: <path d="M5 4h10a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3zM5 17a3 3 0 0 1 3-3h10" />,
  profile: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" />,
  experts: <path d="M12 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM5 20a7 7 0 0 1 14 0M17 13l1.5 1.5L21 12" />,
  chats: <path d="M4 5h16v11H9l-5 4zM8 9h8M8 12h5" />,
  community: <path d="M5 21V4M5 4h12l-2.5 4L17 12H5" />,
  thesis: <path d="M4 19.5V5a2 2 0 0 1 2-2h12v16H6a2 2 0 0 0-2 2zM8 7h6" />,
  enquiries: <path d="M4 6h16v12H4zM4 7l8 6 8-6" />,
  plans: <path d="M3 7h18v10H3zM3 11h18M7 15h3" />,
  content: <path d="M4 5h16M4 10h16M4 15h10M4 20h7" />,
  audit: <path d="M12 7v5l3 2M3.5 12a8.5 8.5 0 1 0 2.5-6M3 4v4h4" />,
  logout: <path d="M14 4h5v16h-5M10 8l-4 4 4 4M6 12h10" />,
}

export const SectionIcon = ({ id }: { id: keyof typeof paths }) => <Icon size={22}>{paths[id]}</Icon>

// The admin area's sections, in the sidebar's order, with the spec's labels; Events Management, which the spec's
// sidebar lacks, stands after Courses, and Expert and Chat Management and Community Moderation after Profile Management. Each has its own
// address, `/admin-dashboard/<id>`. An area that builds its section gives its entry `built: true` and adds its routes as
// `src/routes/admin-dashboard.<id>*.tsx` (docs/decisions/0013); until then the entry says what it will manage.

export type AdminSectionId =
  | 'users'
  | 'categories'
  | 'queries'
  | 'roles'
  | 'analytics'
  | 'courses'
  | 'events'
  | 'vacancies'
  | 'templates'
  | 'journals'
  | 'profile'
  | 'experts'
  | 'chats'
  | 'community'
  | 'thesis'
  | 'enquiries'
  | 'plans'
  | 'content'

export interface AdminSection {
  id: AdminSectionId
  label: string
  /** What the section manages, said on its page while it is not built and on the Dashboard once it is. */
  about: string
  built?: true
}

export const adminSections: readonly AdminSection[] = [
  { id: 'users', label: 'User Management', about: 'Members, experts and admins: find an account, change its role, verify or suspend it.' },
  { id: 'categories', label: 'Category Management', about: 'The subjects, qualifications and professions that sign-up, the journal finder and the directories choose from.' },
  { id: 'queries', label: 'Queries Management', about: 'Messages sent through Contact Us: reply by mail, with who answered them and when.', built: true },
  { id: 'roles', label: 'Role Management', about: 'Which staff roles exist and what each may change in this admin area.' },
  { id: 'analytics', label: 'Analytics & Reporting', about: 'Reports of sign-ups, plan purchases and searches over time, counted from the real records.' },
  { id: 'courses', label: 'Courses Management', about: 'Courses and CME/CPD sessions: their details, dates and links.' },
  { id: 'events', label: 'Events Management', about: 'Add, edit and remove the conferences, workshops, webinars and CME/CPD sessions listed under Events, with their time zones and deadlines.', built: true },
  { id: 'vacancies', label: 'Vacancies Management', about: 'Post, edit and remove the university and hospital positions listed under Vacancies.', built: true },
  { id: 'templates', label: 'Templates Management', about: 'The manuscript templates members download, by article type: upload Word, LaTeX and PDF files, rename, move, replace and delete them.', built: true },
  { id: 'journals', label: 'Journal Management', about: 'The journal catalogue: imports from DOAJ, and corrections to single journals.' },
  { id: 'profile', label: 'Profile Management', about: 'Your own admin profile: name, photo and password.' },
  { id: 'experts', label: 'Expert Management', about: 'The experts under Connect to Expert: make a member an expert, edit what the directory shows of them, verify them, list or unlist them, and take the role away.', built: true },
  { id: 'chats', label: 'Chat Management', about: 'Every conversation between members and experts: read any of them live and answer under the staff name.', built: true },
  { id: 'community', label: 'Community Moderation', about: 'What members flag in the research community: restore or delete it, silence its author for a time, and read the record of every staff action.', built: true },
  { id: 'thesis', label: 'Thesis Management', about: 'Thesis and dissertation requests sent through the writing services.' },
  { id: 'enquiries', label: 'Enquiries Management', about: 'Writing service enquiries, their status from new to closed and notes, and the services offered.', built: true },
  { id: 'plans', label: 'Plan Management', about: 'The plans members can buy: price, duration and the features each includes, and the payments for them.', built: true },
  { id: 'content', label: 'Content Management', about: 'The managed pages and blocks: About Us, the home page sections, the policies and the menu.' },
]

export const findSection = (id: string) => adminSections.find((section) => section.id === id)

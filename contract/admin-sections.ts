import { can, isStaff, type Permission } from './permissions.ts'

// The admin area's sections, in the sidebar's order; Events Management stands after Courses, and Expert and Chat
// Management and Community Moderation after Profile Management. Each has its own address, `/admin-dashboard/<id>`, and
// the permission a staff member needs to open it: the server's staff routes, the sidebar, the guard and the kit's
// buttons all read it from here. A new section is one entry here, its declaration with the kit and its routes
// (`src/routes/admin-dashboard.<id>*.tsx`).

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
  | 'audit'

export interface AdminSection {
  id: AdminSectionId
  label: string
  /** What a staff member needs to open it; null for what every staff member may open (their own profile). */
  permission: Permission | null
  /** What the section manages, said on the Dashboard under its figures. */
  about: string
}

export const adminSections: readonly AdminSection[] = [
  { id: 'users', label: 'User Management', permission: 'users.read', about: 'Members, experts and admins: find an account, change its role, verify or suspend it.' },
  { id: 'categories', label: 'Category Management', permission: 'categories.edit', about: 'The lists members choose from (subjects, qualifications, professions, event types and modes, publishers, journal indexes): add, rename, reorder, retire, and merge duplicates with every record that uses them.' },
  { id: 'queries', label: 'Queries Management', permission: 'enquiries.handle', about: 'Messages sent through Contact Us: reply by mail, with who answered them and when.' },
  { id: 'roles', label: 'Role Management', permission: 'roles.manage', about: 'Which staff roles exist and what each may change in this admin area.' },
  { id: 'analytics', label: 'Analytics & Reporting', permission: 'analytics.read', about: 'Visits counted without cookies, searches, sign-ups, purchases, the community and chat over any dates, as CSV too.' },
  { id: 'courses', label: 'Courses Management', permission: 'catalogue.edit', about: 'The courses and workshops listed under Events, with their CME/CPD credits: add, edit and remove them.' },
  { id: 'events', label: 'Events Management', permission: 'catalogue.edit', about: 'Add, edit and remove the conferences, workshops, webinars and CME/CPD sessions listed under Events, with their time zones and deadlines.' },
  { id: 'vacancies', label: 'Vacancies Management', permission: 'catalogue.edit', about: 'Post, edit and remove the university and hospital positions listed under Vacancies.' },
  { id: 'templates', label: 'Templates Management', permission: 'content.edit', about: 'The manuscript templates members download, by article type: upload Word, LaTeX and PDF files, rename, move, replace and delete them.' },
  { id: 'journals', label: 'Journal Management', permission: 'catalogue.edit', about: "The journal catalogue: search and filter it, add, correct or delete a journal and see where each value came from, and import DOAJ's list with a dry run first." },
  { id: 'profile', label: 'Profile Management', permission: null, about: 'Your own account: name, photo, password and signed-in devices.' },
  { id: 'experts', label: 'Expert Management', permission: 'users.manage', about: 'The experts under Connect to Expert: make a member an expert, edit what the directory shows of them, verify them, list or unlist them, and take the role away.' },
  { id: 'chats', label: 'Chat Management', permission: 'chats.answer', about: 'Every conversation between members and experts: read any of them live and answer under the staff name.' },
  { id: 'community', label: 'Community Moderation', permission: 'community.moderate', about: 'What members flag in the research community: restore or delete it, silence its author for a time, and read the record of every staff action.' },
  { id: 'thesis', label: 'Thesis Management', permission: 'enquiries.handle', about: 'Thesis and dissertation requests: the enquiries for the writing services marked as thesis help.' },
  { id: 'enquiries', label: 'Enquiries Management', permission: 'enquiries.handle', about: 'Writing service enquiries, their status from new to closed and notes, and the services offered.' },
  { id: 'plans', label: 'Plan Management', permission: 'plans.manage', about: 'The plans members can buy: price, duration and the features each includes, and the payments for them.' },
  { id: 'content', label: 'Content Management', permission: 'content.edit', about: 'Every word on the public site: About, the policies and new pages in a rich text editor, and the header sections, each saved as a draft, previewed, published and kept as revisions to compare and restore.' },
  { id: 'audit', label: 'Audit Log', permission: 'audit.read', about: 'Every staff action in every section: who did what to which record, the values before and after, when and from where.' },
]

export const findSection = (id: string) => adminSections.find((section) => section.id === id)

/** The permission a section's staff routes need: the one its staff need to open it. */
export function sectionPermission(id: AdminSectionId): Permission {
  const permission = findSection(id)?.permission
  if (!permission) throw new Error(`The ${id} section names no permission its routes could need`)
  return permission
}

/** Pages of a section that need another permission than the section's: a plan manager need not see payments. */
export const pagePermissions = { 'plans/payments': 'payments.read' } as const satisfies Readonly<Record<string, Permission>>

/** May this person open the section (a staff member without its permission may not)? */
export const mayOpen = (user: Parameters<typeof can>[0], section: AdminSection) => (section.permission ? can(user, section.permission) : isStaff(user))

/**
 * What an admin address needs, by its path under /admin-dashboard ('vacancies/7/edit'): its page's permission, else
 * its section's; undefined for the Dashboard and for an address that names no section.
 */
export function permissionFor(path: string): Permission | null | undefined {
  const [id, page] = path.split('/')
  return (pagePermissions as Readonly<Record<string, Permission>>)[`${id}/${page}`] ?? findSection(id ?? '')?.permission
}

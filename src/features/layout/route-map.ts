import type { MenuItem } from '../../../contract/content.ts'
import { appPaths } from '../../lib/app-paths.ts'

/** The header's menu: slugs from `GET /api/menu` and the screen each opens. */
const menuRoutes = {
  'research-community': appPaths.community,
  templates: appPaths.templates,
  events: appPaths.events,
  'journal-finder': appPaths.journalFinder,
  'connect-to-expert': appPaths.connect,
  vacancies: appPaths.vacancies,
  'writing-services': appPaths.writingServices,
} as const

type MenuSlug = keyof typeof menuRoutes

/** Labels used only when the menu call fails and nothing is cached, so navigation never disappears. */
const fallbackLabels: Record<MenuSlug, string> = {
  'journal-finder': 'Journal Finder',
  vacancies: 'Vacancies',
  events: 'Events',
  'connect-to-expert': 'Connect to Expert',
  templates: 'Templates',
  'research-community': 'Research Community',
  'writing-services': 'Writing Services',
}

export interface NavItem {
  slug: MenuSlug
  label: string
  to: (typeof menuRoutes)[MenuSlug]
}

const isMenuSlug = (slug: string): slug is MenuSlug => Object.hasOwn(menuRoutes, slug)

/** The server's menu in its order; unknown slugs are skipped since they have no screen. */
export function toNavItems(menu: MenuItem[]): NavItem[] {
  return menu.flatMap(({ slug, menuTitle }) => (isMenuSlug(slug) ? [{ slug, label: menuTitle, to: menuRoutes[slug] }] : []))
}

export const fallbackNavItems: NavItem[] = (Object.keys(fallbackLabels) as MenuSlug[]).map((slug) => ({
  slug,
  label: fallbackLabels[slug],
  to: menuRoutes[slug],
}))

/** The footer links these four content pages. */
export const legalPages = [
  { slug: 'privacy-policy', label: 'Privacy Policy' },
  { slug: 'terms-and-conditions', label: 'Terms And Conditions' },
  { slug: 'refund-policy', label: 'Refund Policy' },
  { slug: 'disclaimer', label: 'Disclaimer' },
] as const

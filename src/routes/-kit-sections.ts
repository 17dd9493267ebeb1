import type { AdminSectionKit } from '../features/admin-kit/section.ts'

// The sections the kit's generic routes serve (`admin-dashboard.$section.*`): three route definitions for all of
// them in the first screen's script, instead of three each. A visit loads the one declaration its address names,
// in the route's loader, before the screen renders. A section with screens of its own keeps its own route files,
// which the router prefers (Journal Management's list, with its filters).

// Each declaration's item, values and edit types are its own; the kit's pages take any of them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type KitSection = AdminSectionKit<any, any, any>

const declarations: Readonly<Record<string, () => Promise<KitSection>>> = {
  vacancies: () => import('../features/vacancies/admin/vacancies-section.ts').then((m) => m.vacanciesSection),
  events: () => import('../features/events/admin/events-section.ts').then((m) => m.eventsSection),
  courses: () => import('../features/events/admin/courses-section.tsx').then((m) => m.coursesSection),
  experts: () => import('../features/experts/admin/experts-section.tsx').then((m) => m.expertsSection),
  plans: () => import('../features/plans/admin/plans-section.ts').then((m) => m.plansSection),
  journals: () => import('../features/journals/admin/journals-section.tsx').then((m) => m.journalsSection),
}

/** The declaration of the section the address names; undefined for one the kit's routes do not serve. */
export const loadKitSection = async (id: string): Promise<KitSection | undefined> => (Object.hasOwn(declarations, id) ? declarations[id]!() : undefined)

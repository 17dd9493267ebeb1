import { eventModes, type EventMode } from '../../contract/events.ts'

/** The kinds of event staff start with; they can rename, add and reorder them. */
export const eventTypes = [
  { slug: 'conference', title: 'Conference' },
  { slug: 'congress', title: 'Congress' },
  { slug: 'symposium', title: 'Symposium' },
  { slug: 'workshop', title: 'Workshop' },
  { slug: 'webinar', title: 'Webinar' },
  { slug: 'course', title: 'Course' },
  { slug: 'cme-cpd-session', title: 'CME/CPD session' },
  { slug: 'summer-school', title: 'Summer school' },
] as const

const modeTitles: Record<EventMode, string> = { 'in-person': 'In person', online: 'Online', hybrid: 'Hybrid' }

/** How people attend; the slugs are fixed, since rules hang on them. */
export const eventModeRows = eventModes.map((slug) => ({ slug, title: modeTitles[slug] }))

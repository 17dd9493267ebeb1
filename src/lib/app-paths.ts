// Where the app's screens are, for links from any area.

/**
 * Screens that later issues build are not in the route tree yet, so typed `<Link to>` rejects them; this is the
 * one place that casts, and each entry becomes a checked route the day its file appears.
 */
const pendingRoute = (path: `/${string}`) => path as '/'

export const appPaths = {
  journalFinder: '/journal-finder',
  vacancies: '/vacancy',
  events: '/event',
  connect: '/connect',
  templates: pendingRoute('/templates'),
  community: '/rc-community',
  writingServices: pendingRoute('/writting'),
  plans: '/plans',
  contact: pendingRoute('/contact'),
  chat: '/chat',
} as const

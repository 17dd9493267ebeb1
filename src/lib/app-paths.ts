// Where the app's screens are, for links from any area.

export const appPaths = {
  journalFinder: '/journal-finder',
  vacancies: '/vacancy',
  events: '/event',
  connect: '/connect',
  templates: '/templates',
  community: '/rc-community',
  writingServices: '/writting',
  plans: '/plans',
  contact: '/contact',
  chat: '/chat',
} as const

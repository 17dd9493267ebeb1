// What other areas may use of the managed content: the queries for a section, the carousels, the services,
// the menu and the contact lines. The page screen and its loader are the routes' to import directly.
export { carouselQuery, contactInfoQuery, menuQuery, sectionQuery, servicesQuery } from './api/content-queries.ts'
export type { CarouselName } from './api/content-keys.ts'

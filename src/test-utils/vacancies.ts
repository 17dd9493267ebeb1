import type { Vacancy } from '../../contract/vacancies.ts'
import { section } from './fixtures.ts'
import { pagedListRoute, type Reply, type Routes, stubApi } from './network.ts'

const DAY_MS = 24 * 60 * 60 * 1000

export const canada = { slug: 'canada', title: 'Canada' }
export const india = { slug: 'india', title: 'India' }
export const ontario = { slug: 'ontario', title: 'Ontario' }
export const cardiology = { slug: 'cardiology', title: 'Cardiology' }
export const anatomy = { slug: 'anatomy', title: 'Anatomy' }
export const md = { slug: 'md', title: 'MD' }

/** A vacancy card as the API sends it, closing in ten days, with only what a test names differing. */
export const vacancy = (id: number, fields: Partial<Vacancy> = {}): Vacancy => ({
  // With a tail of eight, as the server makes slugs: 'vacancy-00000001'.
  slug: `vacancy-${String(id).padStart(8, '0')}`,
  title: `Vacancy ${id}`,
  link: `https://jobs.example.org/${id}`,
  employer: 'City Medical College',
  description: 'A post.',
  subject: cardiology,
  subjects: [cardiology],
  qualification: md,
  country: canada,
  state: ontario,
  city: 'Toronto',
  contract: 'full-time',
  salary: null,
  closesAt: new Date(Date.now() + 10 * DAY_MS).toISOString(),
  postedAt: new Date(Date.now() - DAY_MS).toISOString(),
  reference: null,
  status: 'open',
  ...fields,
})

/** A full page of vacancies numbered from `first`. */
export const pageOf = (first: number, size = 20) => Array.from({ length: size }, (_, i) => vacancy(first + i))

type ListAnswer = { vacancies: Vacancy[]; hasMore: boolean } | Reply

/**
 * The vacancy screen's API: its header, options and `GET /api/vacancies`, answered by `list` from the query
 * string. `lists` holds each list request's query string (without `page`) and its page, in order.
 */
export function stubVacancyApi(list: (params: URLSearchParams) => ListAnswer | Promise<ListAnswer>, routes: Routes = {}) {
  const { route, lists } = pagedListRoute(list)
  const api = stubApi({
    'GET /api/sections/vacancies': section('vacancies', 'Find your next position', { text1: 'Posts at universities and hospitals.', text2: 'Updated every day.' }),
    'GET /api/vacancies/countries': [canada, india],
    'GET /api/vacancies/countries/:country/states': ({ params }) =>
      params.country === 'canada' ? [ontario, { slug: 'quebec', title: 'Quebec' }] : [{ slug: 'karnataka', title: 'Karnataka' }],
    'GET /api/vacancies/subjects': [cardiology, anatomy],
    'GET /api/vacancies/qualifications': [md, { slug: 'phd', title: 'PhD' }],
    'GET /api/notifications/unread-count': { unreadCount: 0 },
    'GET /api/vacancies': route,
    ...routes,
  })
  return { ...api, lists, lastList: () => lists.at(-1) }
}

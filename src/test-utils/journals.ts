import type { Journal } from '../../contract/journals.ts'
import { section } from './fixtures.ts'
import { pagedListRoute, type Reply, type Routes, stubApi } from './network.ts'

/** A journal card as the API sends it, with only what a test names differing. */
export const journal = (id: number, fields: Partial<Journal> = {}): Journal => ({
  id,
  slug: `journal-${id}`,
  title: `Journal ${id}`,
  link: `https://journal-${id}.example.org`,
  impactFactor: null,
  publisher: null,
  indexes: [],
  subjects: [],
  issnPrint: null,
  issnElectronic: null,
  country: null,
  languages: ['English'],
  openAccess: false,
  apc: null,
  licence: null,
  reviewProcess: null,
  weeksToPublication: null,
  keywords: [],
  ...fields,
})

export const publisher = { slug: 'bmc', title: 'BioMed Central' }
export const scopus = { slug: 'scopus', title: 'Scopus' }
export const pubmed = { slug: 'pubmed', title: 'PubMed/MEDLINE' }
export const cardiology = { slug: 'cardiology', title: 'Cardiology' }

/** A full page of journals numbered from `first`. */
export const pageOf = (first: number, size = 20) => Array.from({ length: size }, (_, i) => journal(first + i))

type ListAnswer = { journals: Journal[]; hasMore: boolean } | Reply

/**
 * The finder's API: its header, options and `GET /api/journals`, answered by `list` from the query string.
 * `lists` holds each list request's query string (without `page`) and its page, in order.
 */
export function stubFinderApi(list: (params: URLSearchParams) => ListAnswer | Promise<ListAnswer>, routes: Routes = {}) {
  const { route, lists } = pagedListRoute(list)
  const api = stubApi({
    'GET /api/sections/journal-finder': section('journal-finder', 'Find the right journal', { text1: 'Search thousands of journals.' }),
    'GET /api/journals/publishers': [publisher, { slug: 'elsevier', title: 'Elsevier' }],
    'GET /api/journals/indexes': [scopus, pubmed, { slug: 'doaj', title: 'DOAJ' }],
    'GET /api/journals/subjects': [cardiology, { slug: 'anatomy', title: 'Anatomy' }],
    'GET /api/journals/max-impact-factor': [{ slug: 'top', title: 'Top', impactFactor: 87.34 }],
    'GET /api/notifications/unread-count': { unreadCount: 0 },
    'GET /api/journals': route,
    ...routes,
  })
  return { ...api, lists, lastList: () => lists.at(-1) }
}

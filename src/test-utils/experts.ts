import type { Expert } from '../../contract/experts.ts'
import { section } from './fixtures.ts'
import { pagedListRoute, type Reply, type Routes, stubApi } from './network.ts'

export const cardiology = { slug: 'cardiology', title: 'Cardiology' }
export const anatomy = { slug: 'anatomy', title: 'Anatomy' }

/** An expert card as the API sends it, with only what a test names differing. */
export const expert = (n: number, fields: Partial<Expert> = {}): Expert => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Dr. Expert ${n}`,
  image: null,
  bio: null,
  qualification: { title: 'PhD' },
  profession: { title: 'Researcher' },
  expertSubjects: [{ subject: cardiology }],
  languages: ['English'],
  verified: false,
  orcid: null,
  responseTimeMinutes: null,
  helpedCount: 0,
  ...fields,
})

/** A full page of experts numbered from `first`. */
export const pageOf = (first: number, size = 12) => Array.from({ length: size }, (_, i) => expert(first + i))

type ListAnswer = { experts: Expert[]; hasMore: boolean } | Reply

/**
 * The directory's API: the introduction, the subjects and `GET /api/subject-experts`, answered by `list` from the
 * query string; `lists` holds each list request's query string (without `page`) and its page, in order.
 */
export function stubExpertApi(list: (params: URLSearchParams) => ListAnswer | Promise<ListAnswer>, routes: Routes = {}) {
  const { route, lists } = pagedListRoute(list)
  const api = stubApi({
    'GET /api/sections/connect-to-expert': section('connect-to-expert', 'Ask a subject expert', { text1: 'Private, real-time chats.', text2: 'Filter by subject or search by name.' }),
    'GET /api/subject-experts/subjects': [anatomy, cardiology],
    'GET /api/notifications/unread-count': { unreadCount: 0 },
    'GET /api/conversations/unread-count': { unreadCount: 0 },
    'GET /api/subject-experts': route,
    ...routes,
  })
  return { ...api, lists, lastList: () => lists.at(-1) }
}

import type { DetailPage, PageHead } from './detail-page.ts'
import { eventPage } from './event-page.ts'
import { vacancyPage } from './vacancy-page.ts'

/** Every screen about one item whose HTML names it to search engines; another kind is one more entry. */
const detailPages: DetailPage[] = [vacancyPage, eventPage]

/** The detail page at `pathname`, with the API path of its item (null when the slug could name nothing). */
function findDetailPage(pathname: string) {
  for (const page of detailPages) {
    const slug = page.path.exec(pathname)?.[1]
    if (slug !== undefined) return { page, apiPath: page.apiPath(slug) }
  }
  return undefined
}

/** The API path of the item a detail page shows, which its early data must hold. */
export const detailApiPath = (pathname: string) => findDetailPage(pathname)?.apiPath ?? undefined

/** An API answer the shell fetched: its status, and its body when it is a 200. */
export interface EarlyAnswer {
  status: number
  body: unknown
}

/**
 * How a navigation is answered: a detail page whose item exists gets its own head, one whose item does not gets a
 * 404 (the app shows its not-found screen). A failure of any other kind is the app's to retry, with the site's head.
 */
export function detailPageHead(pathname: string, answers: ReadonlyMap<string, EarlyAnswer>, origin: string): { status: 200 | 404; head?: PageHead } {
  const found = findDetailPage(pathname)
  if (!found) return { status: 200 }
  const answer = found.apiPath === null ? undefined : answers.get(found.apiPath)
  if (!answer || answer.status === 404) return { status: 404 }
  return { status: 200, head: answer.status === 200 ? found.page.head(answer.body, `${origin}${pathname}`) : undefined }
}

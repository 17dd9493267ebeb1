import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { Slug } from '../../../../contract/common.ts'
import { loadItem } from '../../../lib/load-item.ts'
import { pageQuery } from './content-queries.ts'

/** Route loader for content pages: the page, or the not-found screen. */
export const loadContentPage = (queryClient: QueryClient, slug: string) => loadItem(queryClient, Slug, slug, pageQuery)

/** The same for /page/{slug}: a page that moved is answered for its old address, and the app goes to its new one. */
export async function loadMovedPage(queryClient: QueryClient, slug: string) {
  await loadContentPage(queryClient, slug)
  const moved = queryClient.getQueryData(pageQuery(slug).queryKey)?.slug
  if (moved && moved !== slug) throw redirect({ to: '/page/$slug', params: { slug: moved }, replace: true })
}

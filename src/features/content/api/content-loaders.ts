import type { QueryClient } from '@tanstack/react-query'
import { Slug } from '../../../../contract/common.ts'
import { loadItem } from '../../../lib/load-item.ts'
import { pageQuery } from './content-queries.ts'

/** Route loader for content pages: the page, or the not-found screen. */
export const loadContentPage = (queryClient: QueryClient, slug: string) => loadItem(queryClient, Slug, slug, pageQuery)

import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { Slug } from '../../../../contract/common.ts'
import { isNotFound } from '../../../lib/retry.ts'
import { warm } from '../../../lib/warm.ts'
import { pageQuery } from './content-queries.ts'

/** Route loader for content pages: a slug that cannot exist, or one the server does not know, is a 404 screen. */
export async function loadContentPage(queryClient: QueryClient, slug: string) {
  if (!v.is(Slug, slug)) throw notFound()
  const options = pageQuery(slug)
  await warm(queryClient, options)
  const state = queryClient.getQueryState(options.queryKey)
  if (state?.data === undefined && isNotFound(state?.error)) throw notFound()
}

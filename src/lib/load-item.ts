import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { isNotFound } from './retry.ts'
import { warm } from './warm.ts'

/**
 * A route loader for a page about one item: it waits for the item, so the page lands complete. A slug the
 * contract says can name nothing is the not-found screen without asking, and so is one the server does not know;
 * any other failure is the page's own to show and retry.
 */
export async function loadItem<T, K extends QueryKey>(
  queryClient: QueryClient,
  slugRule: v.GenericSchema<string>,
  slug: string,
  query: (slug: string) => FetchQueryOptions<T, Error, T, K>,
) {
  if (!v.is(slugRule, slug)) throw notFound()
  const options = query(slug)
  await warm(queryClient, options)
  const state = queryClient.getQueryState(options.queryKey)
  if (state?.data === undefined && isNotFound(state?.error)) throw notFound()
}

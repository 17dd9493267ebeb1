import type { QueryClient } from '@tanstack/react-query'
import { warm } from '../../../lib/warm.ts'
import { sectionQuery } from '../../content/index.ts'
import { expertDirectory } from '../directory.ts'
import type { ExpertSearch } from '../search.ts'

/** What the directory's screens warm (directory-kit); `withIntro` for /connect, whose header is the managed section. */
export function warmExperts(queryClient: QueryClient, filters: ExpertSearch, { withIntro = false } = {}) {
  if (withIntro) void warm(queryClient, sectionQuery('connect-to-expert'))
  expertDirectory.warm(queryClient, filters)
}

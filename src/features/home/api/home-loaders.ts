import type { QueryClient } from '@tanstack/react-query'
import { warm } from '../../../lib/warm.ts'
import { whenIdle } from '../../../lib/when-idle.ts'
import { carouselQuery, sectionQuery, servicesQuery } from '../../content/index.ts'
import { aboutSlugs, currentCarouselName, subjectChipsQuery } from './home-queries.ts'

const sectionsBelowTheFold = [...aboutSlugs, 'services', 'premium-package', 'why-choose-us'] as const

/**
 * Fetches everything the home blocks read, with the very options they read it with: the first screen's blocks at
 * once, the blocks under the hero once the browser is idle, as they render then (HomePage). On a first visit their
 * answers come with the page, and reading them is work of its own that the first screen need not wait for.
 */
export async function warmHome(queryClient: QueryClient) {
  whenIdle(() => {
    void Promise.all([warm(queryClient, servicesQuery()), ...sectionsBelowTheFold.map((slug) => warm(queryClient, sectionQuery(slug)))])
  })
  await Promise.all([warm(queryClient, subjectChipsQuery()), warm(queryClient, carouselQuery(currentCarouselName()))])
}

import type { QueryClient } from '@tanstack/react-query'
import { warm } from '../../../lib/warm.ts'
import { carouselQuery, sectionQuery, servicesQuery } from '../../content/index.ts'
import { aboutSlugs, currentCarouselName, subjectChipsQuery } from './home-queries.ts'

const homeSections = [...aboutSlugs, 'services', 'premium-package', 'why-choose-us'] as const

/** Fetches everything the home blocks read, with the very options they read it with. */
export async function warmHome(queryClient: QueryClient) {
  await Promise.all([
    warm(queryClient, subjectChipsQuery()),
    warm(queryClient, carouselQuery(currentCarouselName())),
    warm(queryClient, servicesQuery()),
    ...homeSections.map((slug) => warm(queryClient, sectionQuery(slug))),
  ])
}

import { queryOptions } from '@tanstack/react-query'
import { SubjectChipsResponse } from '../../../../contract/content.ts'
import { getJson } from '../../../lib/api.ts'
import { matchesMedia } from '../../../lib/media-query.ts'
import { smallDevice } from '../../../styles/media.ts'

export const subjectChipsQuery = () =>
  queryOptions({
    // Under 'content' so the strip is kept for offline visits like the rest of the home page.
    queryKey: ['content', 'subject-chips'] as const,
    queryFn: ({ signal }) => getJson(SubjectChipsResponse, 'subjects/chips', { signal }).then((r) => r.data),
  })

export const aboutSlugs = ['about-us-1', 'about-us-2', 'about-us-3'] as const

type CarouselName = 'small-device' | 'large-device'
export const carouselNameFor = (isSmall: boolean): CarouselName => (isSmall ? 'small-device' : 'large-device')
export const currentCarouselName = () => carouselNameFor(matchesMedia(smallDevice))

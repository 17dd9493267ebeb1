import { queryOptions } from '@tanstack/react-query'
import { SubjectChipsResponse } from '../../../../contract/content.ts'
import { getJson } from '../../../lib/api.ts'
import { matchesMedia } from '../../../lib/media-query.ts'
import { smallDevice } from '../../../styles/media.ts'
import type { CarouselName } from '../../content/index.ts'
import { homeKeys } from './home-keys.ts'

export const subjectChipsQuery = () =>
  queryOptions({
    queryKey: homeKeys.subjectChips,
    queryFn: ({ signal }) => getJson(SubjectChipsResponse, 'subjects/chips', { signal }).then((r) => r.data),
  })

export const aboutSlugs = ['about-us-1', 'about-us-2', 'about-us-3'] as const

export const carouselNameFor = (isSmall: boolean): CarouselName => (isSmall ? 'small-device' : 'large-device')
export const currentCarouselName = () => carouselNameFor(matchesMedia(smallDevice))

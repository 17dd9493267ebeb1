import { useQuery } from '@tanstack/react-query'
import { carouselQuery } from '../../content/index.ts'
import { useMediaQuery } from '../../../lib/media-query.ts'
import { smallDevice } from '../../../styles/media.ts'
import { Skeleton } from '../../../ui/Skeleton.tsx'
import { QueryState } from '../../../ui/QueryState.tsx'
import { carouselNameFor } from '../api/home-queries.ts'
import { Carousel } from './Carousel.tsx'
import * as styles from './Carousel.css.ts'

const imageSizes = {
  'small-device': { width: 720, height: 960 },
  'large-device': { width: 1600, height: 640 },
} as const

/** Asks only for the image set that fits the viewport, so a phone never downloads the desktop images. */
export function HeroCarousel() {
  const name = carouselNameFor(useMediaQuery(smallDevice))
  const query = useQuery(carouselQuery(name))
  return (
    <QueryState
      query={query}
      loadingLabel="Loading highlights"
      pending={<Skeleton className={styles.frame[name]} />}
      errorTitle="We could not load the highlights."
      isEmpty={(slides) => slides.length === 0}
      noticeClassName={styles.notice}
    >
      {(slides) => <Carousel key={name} slides={slides} {...imageSizes[name]} frameClassName={styles.frame[name]} />}
    </QueryState>
  )
}

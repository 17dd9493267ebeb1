import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { Section } from '../../../../contract/content.ts'
import { fileUrl } from '../../../../contract/common.ts'
import { usePrefersReducedMotion } from '../../../lib/media-query.ts'
import { isNotFound } from '../../../lib/retry.ts'
import { cx } from '../../../ui/cx.ts'
import { QueryState } from '../../../ui/QueryState.tsx'
import { Skeleton } from '../../../ui/Skeleton.tsx'
import { sectionQuery } from '../../content/api/content-queries.ts'
import * as styles from './AboutUs.css.ts'
import { HomeSection } from './HomeSection.tsx'
import { SectionParagraphs } from './SectionText.tsx'

const TITLE_ID = 'about-us-title'

/** Three managed parts: a looping film, then two pictures with text on alternating sides. */
export function AboutUs() {
  // Three plain queries rather than useQueries, which would add its observer to the first load's JavaScript.
  const parts = [
    useQuery(sectionQuery('about-us-1')),
    useQuery(sectionQuery('about-us-2')),
    useQuery(sectionQuery('about-us-3')),
  ]
  const nothingWritten = parts.every((part) => isNotFound(part.error))
  return (
    <HomeSection id="about-us" labelledBy={parts[0]?.data ? TITLE_ID : undefined}>
      {nothingWritten ? (
        <p className={styles.empty}>The story of Scholar Hub will be told here soon.</p>
      ) : (
        <div className={styles.parts}>
          {parts.map((part, i) => (
            <AboutPart key={i} query={part} lead={i === 0} mediaAt={i % 2 === 0 ? 'start' : 'end'} />
          ))}
        </div>
      )}
    </HomeSection>
  )
}

interface AboutPartProps {
  query: UseQueryResult<Section>
  /** The first part carries the block's title (its heading is 'About Us') and the film. */
  lead: boolean
  /** Where the picture sits on wide screens; the parts alternate sides. */
  mediaAt: 'start' | 'end'
}

function AboutPart({ query, lead, mediaAt }: AboutPartProps) {
  const Heading = lead ? 'h2' : 'h3'
  return (
    <QueryState
      query={query}
      loadingLabel="Loading About Us"
      pending={
        <div className={styles.part}>
          <Skeleton className={lead ? styles.videoFrame : styles.imageFrame} />
          <div>
            <Skeleton className={styles.headingSkeleton} />
            <Skeleton lines={4} />
          </div>
        </div>
      }
      errorTitle="We could not load this part of About Us."
    >
      {(section) => (
        <div className={cx(styles.part, mediaAt === 'end' && styles.mediaAtEnd)}>
          {section.file && (lead ? <AboutVideo section={section} /> : <AboutImage section={section} />)}
          <div className={styles.text}>
            <Heading id={lead ? TITLE_ID : undefined} className={lead ? styles.title : styles.heading}>
              {section.heading}
            </Heading>
            <SectionParagraphs section={section} />
          </div>
        </div>
      )}
    </QueryState>
  )
}

function AboutImage({ section }: { section: Section }) {
  if (!section.file) return null
  return (
    <img
      src={fileUrl(section.file.path)}
      alt={section.file.alt}
      width={800}
      height={600}
      loading="lazy"
      decoding="async"
      className={cx(styles.media, styles.imageFrame)}
    />
  )
}

/** about-us-1 is a short looping film; with reduced motion it waits for the user to press play. */
function AboutVideo({ section }: { section: Section }) {
  const reducedMotion = usePrefersReducedMotion()
  const { file, poster } = section
  if (!file) return null
  if (!file.mimeType.startsWith('video/')) return <AboutImage section={section} />
  return (
    <video
      src={fileUrl(file.path)}
      poster={poster ? fileUrl(poster.path) : undefined}
      aria-label={file.alt || section.heading}
      width={1280}
      height={720}
      autoPlay={!reducedMotion}
      muted
      loop
      playsInline
      // Controls let anyone stop the motion (WCAG 2.2.2) and play it when it does not start by itself.
      controls
      preload={reducedMotion ? 'none' : 'metadata'}
      className={cx(styles.media, styles.videoFrame)}
    />
  )
}

import { startTransition, useRef, useState } from 'react'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { Section } from '../../../../contract/content.ts'
import { fileUrl } from '../../../../contract/common.ts'
import { usePrefersReducedMotion } from '../../../lib/media-query.ts'
import { isNotFound } from '../../../lib/retry.ts'
import { cx } from '../../../ui/cx.ts'
import { QueryState } from '../../../ui/QueryState.tsx'
import { Skeleton } from '../../../ui/Skeleton.tsx'
import { sectionQuery } from '../../content/index.ts'
import * as styles from './AboutUs.css.ts'
import { HomeSection } from './HomeSection.tsx'
import { PauseIcon, PlayIcon } from '../../../ui/icons.tsx'
import { SectionParagraphs } from '../../../ui/SectionText.tsx'
import { usePlayWhenNear } from './use-play-when-near.ts'

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
  const { file } = section
  if (!file) return null
  if (!file.mimeType.startsWith('video/')) return <AboutImage section={section} />
  return <AboutFilm section={section} file={file} />
}

function AboutFilm({ section, file }: { section: Section; file: NonNullable<Section['file']> }) {
  const reducedMotion = usePrefersReducedMotion()
  const video = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState(false)
  usePlayWhenNear(video, reducedMotion)
  const toggle = () => {
    const film = video.current
    if (!film) return
    if (film.paused) film.play().catch(() => undefined)
    else film.pause()
  }
  return (
    <div className={styles.film}>
      <video
        ref={video}
        src={fileUrl(file.path)}
        poster={section.poster ? fileUrl(section.poster.path) : undefined}
        aria-label={file.alt || section.heading}
        width={1280}
        height={720}
        muted
        loop
        playsInline
        preload="none"
        // Media events are urgent to React; the button's icon is not, and a transition keeps it off the first load's
        // main thread when the film starts by itself.
        onPlay={() => startTransition(() => setPlaying(true))}
        onPause={() => startTransition(() => setPlaying(false))}
        className={cx(styles.media, styles.videoFrame)}
      />
      {/* Lets anyone stop the motion (WCAG 2.2.2) and start it when it does not start by itself. A muted loop needs
          nothing more, and the browser's own controls cost a long task to build and style on the first screen. */}
      <button type="button" className={styles.filmToggle} aria-label={playing ? 'Pause the film' : 'Play the film'} onClick={toggle}>
        {playing ? <PauseIcon /> : <PlayIcon />}
      </button>
    </div>
  )
}

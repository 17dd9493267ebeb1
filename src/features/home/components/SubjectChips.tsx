import { useLayoutEffect, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { navigateInApp } from '../../../lib/internal-link.ts'
import { usePrefersReducedMotion } from '../../../lib/media-query.ts'
import { cx } from '../../../ui/cx.ts'
import { QueryState } from '../../../ui/QueryState.tsx'
import { Skeleton } from '../../../ui/Skeleton.tsx'
import { appPaths } from '../../layout/route-map.ts'
import type { SubjectChip } from '../../../../contract/content.ts'
import { subjectChipsQuery } from '../api/home-queries.ts'
import { PauseIcon, PlayIcon } from './icons.tsx'
import * as styles from './SubjectChips.css.ts'

/** The spec's marquee speed, read as pixels per second. */
const MARQUEE_PX_PER_SECOND = 50

export function SubjectChips() {
  const query = useQuery(subjectChipsQuery())
  return (
    <QueryState
      query={query}
      loadingLabel="Loading subjects"
      pending={
        <div className={styles.strip}>
          <Skeleton className={styles.skeleton} />
        </div>
      }
      errorTitle="We could not load the subjects."
      isEmpty={(chips) => chips.length === 0}
    >
      {(chips) => <ChipStrip chips={chips} />}
    </QueryState>
  )
}

function ChipStrip({ chips }: { chips: SubjectChip[] }) {
  // Plain anchors: some 140 router Links (two copies of ~70 chips) cost a visible delay on the first render.
  const router = useRouter()
  const reducedMotion = usePrefersReducedMotion()
  const [stopped, setStopped] = useState(false)
  const track = useRef<HTMLDivElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const moving = !reducedMotion

  // The loop's length depends on the chips' rendered width; set straight on the element, it costs no re-render.
  useLayoutEffect(() => {
    const width = list.current?.offsetWidth
    if (width && track.current) track.current.style.setProperty(styles.durationName, `${width / MARQUEE_PX_PER_SECOND}s`)
  }, [chips])

  const renderList = (copy: boolean) => (
    <ul ref={copy ? undefined : list} className={styles.list} aria-hidden={copy || undefined}>
      {chips.map((chip) => (
        <li key={chip.slug}>
          <a
            href={`${appPaths.journalFinder}?subject=${encodeURIComponent(chip.slug)}`}
            onClick={(event) => navigateInApp(event, router, event.currentTarget)}
            className={styles.chip}
            tabIndex={copy ? -1 : undefined}
          >
            {chip.title}
          </a>
        </li>
      ))}
    </ul>
  )

  return (
    <nav aria-label="Browse journals by subject" className={styles.strip}>
      <div className={cx(styles.viewport, moving ? styles.marquee : styles.scroller)}>
        <div ref={track} className={cx(moving && styles.track, stopped && styles.stopped)}>
          {renderList(false)}
          {/* The second copy makes the loop seamless; it is hidden from assistive technology and the tab order. */}
          {moving && renderList(true)}
        </div>
      </div>
      {moving && (
        <button
          type="button"
          className={styles.toggle}
          aria-label={stopped ? 'Start scrolling subjects' : 'Stop scrolling subjects'}
          onClick={() => setStopped((value) => !value)}
        >
          {stopped ? <PlayIcon /> : <PauseIcon />}
        </button>
      )}
    </nav>
  )
}

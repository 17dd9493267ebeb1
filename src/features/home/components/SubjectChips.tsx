import { useEffect, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { navigateInApp } from '../../../lib/internal-link.ts'
import { usePrefersReducedMotion } from '../../../lib/media-query.ts'
import { useWhenIdle } from '../../../lib/when-idle.ts'
import { cx } from '../../../ui/cx.ts'
import { QueryState } from '../../../ui/QueryState.tsx'
import { Skeleton } from '../../../ui/Skeleton.tsx'
import { appPaths } from '../../../lib/app-paths.ts'
import type { SubjectChip } from '../../../../contract/content.ts'
import { subjectChipsQuery } from '../api/home-queries.ts'
import { PauseIcon, PlayIcon } from '../../../ui/icons.tsx'
import * as styles from './SubjectChips.css.ts'

/** The subject marquee moves 50 px a second. */
const MARQUEE_PX_PER_SECOND = 50
/**
 * More than a wide screen shows at once. The first frame lays out only these (the full strip is most of that
 * frame's layout work); the rest join once the browser is idle, off screen to the right.
 */
const FIRST_FRAME_CHIPS = 24

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
  const shown = useWhenIdle() ? chips : chips.slice(0, FIRST_FRAME_CHIPS)

  // The loop's length depends on the chips' rendered width; set straight on the element, it costs no re-render,
  // and as a property that is not inherited, no restyling of the chips either. An observer hears the width when
  // the browser lays the strip out anyway: reading it during the commit would force a layout of the whole new
  // page inside React's task.
  useEffect(() => {
    const [listElement, trackElement] = [list.current, track.current]
    if (!listElement || !trackElement) return
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.borderBoxSize[0]?.inlineSize
      if (width) trackElement.style.animationDuration = `${width / MARQUEE_PX_PER_SECOND}s`
    })
    observer.observe(listElement)
    return () => observer.disconnect()
  }, [])

  const renderList = (copy: boolean) => (
    <ul ref={copy ? undefined : list} className={styles.list} aria-hidden={copy || undefined}>
      {shown.map((chip) => (
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

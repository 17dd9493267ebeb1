import { useRef, useState, type FocusEvent, type PointerEvent } from 'react'
import type { CarouselSlide } from '../../../../contract/content.ts'
import { fileUrl } from '../../../../contract/common.ts'
import { usePrefersReducedMotion } from '../../../lib/media-query.ts'
import { cx } from '../../../ui/cx.ts'
import { inlineVars } from '../../../ui/inline-vars.ts'
import * as styles from './Carousel.css.ts'
import { ManagedLink } from './ManagedLink.tsx'
import { ChevronIcon, PauseIcon, PlayIcon } from '../../../ui/icons.tsx'
import { useCarousel } from './use-carousel.ts'

/** Horizontal travel that counts as a swipe rather than a wobbly tap. */
const SWIPE_MIN_PX = 40

interface CarouselProps {
  slides: CarouselSlide[]
  /** Intrinsic size of this image set, so the frame is reserved before any image arrives. */
  width: number
  height: number
  frameClassName: string
}

export function Carousel({ slides, width, height, frameClassName }: CarouselProps) {
  const reducedMotion = usePrefersReducedMotion()
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [stopped, setStopped] = useState(false)
  const rotating = !(hovered || focused || stopped || reducedMotion)
  const { index, goTo, next, previous } = useCarousel(slides.length, !rotating)

  const swipeStart = useRef<{ x: number; y: number; pointerId: number } | null>(null)
  const swiped = useRef(false)

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = { x: event.clientX, y: event.clientY, pointerId: event.pointerId }
    swiped.current = false
  }
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current
    swipeStart.current = null
    if (!start || start.pointerId !== event.pointerId) return
    const dx = event.clientX - start.x
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(event.clientY - start.y)) return
    swiped.current = true
    if (dx < 0) next()
    else previous()
  }
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
  }

  const count = slides.length
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Highlights"
      className={styles.carousel}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div
        className={cx(styles.viewport, frameClassName)}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
        onClickCapture={(event) => {
          // A swipe that ends on a linked slide must not also follow the link.
          if (!swiped.current) return
          swiped.current = false
          event.preventDefault()
          event.stopPropagation()
        }}
      >
        <div className={styles.track} style={inlineVars({ [styles.offset]: `${index * -100}%` })} aria-live={rotating ? 'off' : 'polite'}>
          {slides.map((slide, i) => {
            const image = (
              <img
                src={fileUrl(slide.file.path)}
                alt={slide.file.alt}
                width={width}
                height={height}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
                decoding={i === 0 ? undefined : 'async'}
                draggable={false}
                className={styles.image}
              />
            )
            const hidden = i !== index
            return (
              <div
                key={slide.fileId}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                aria-hidden={hidden || undefined}
                inert={hidden}
                className={styles.slide}
              >
                {slide.link ? (
                  <ManagedLink href={slide.link} className={styles.slideLink} aria-label={slide.file.alt ? undefined : `Slide ${i + 1}`}>
                    {image}
                  </ManagedLink>
                ) : (
                  image
                )}
              </div>
            )
          })}
        </div>
        {count > 1 && (
          <>
            <button type="button" className={cx(styles.arrow, styles.previous)} aria-label="Previous slide" onClick={previous}>
              <ChevronIcon direction="left" />
            </button>
            <button type="button" className={cx(styles.arrow, styles.next)} aria-label="Next slide" onClick={next}>
              <ChevronIcon direction="right" />
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          {!reducedMotion && (
            <button
              type="button"
              className={styles.control}
              aria-label={stopped ? 'Start automatic slide show' : 'Stop automatic slide show'}
              onClick={() => setStopped((value) => !value)}
            >
              {stopped ? <PlayIcon /> : <PauseIcon />}
            </button>
          )}
          <div className={styles.dots}>
            {slides.map((slide, i) => (
              <button
                key={slide.fileId}
                type="button"
                className={styles.control}
                aria-label={`Go to slide ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => goTo(i)}
              >
                <span className={styles.dot} />
              </button>
            ))}
          </div>
        </div>
      )}
    </section>
  )
}

import { screen } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { stubIntersectionObserver } from './intersection-observer.ts'
import { stubMatchMedia } from './media.ts'

// What the directory screens' tests share (the journal finder, vacancies, events, experts).

/**
 * For a `describe` of a directory screen: a phone's media queries and a viewport the test scrolls, put back after each
 * test; with `fakeTimers`, timers the test moves on (an alert's 5 s), real time going on meanwhile.
 */
export function directoryScreen({ fakeTimers = false } = {}) {
  let viewport: ReturnType<typeof stubIntersectionObserver>
  beforeEach(() => {
    if (fakeTimers) vi.useFakeTimers({ shouldAdvanceTime: true })
    stubMatchMedia()
    viewport = stubIntersectionObserver()
  })
  afterEach(() => {
    if (fakeTimers) vi.useRealTimers()
    vi.unstubAllGlobals()
  })
  return {
    /** How many elements of the screen are watched for scrolling into view. */
    watched: () => viewport.watched(),
    /** The end of the list scrolls into view. */
    scrollIntoView: () => viewport.scrollIntoView(),
  }
}

/** The card whose heading is `title`. */
export const cardOf = async (title: string) => (await screen.findByRole('heading', { name: title })).closest('article')!

/** The results' state line: how many are shown, and loading, empty or the end. */
export const listStatus = () => screen.getAllByRole('status').find((s) => s.closest('section[aria-labelledby]'))!

/** A reply the test gives when it chooses. */
export function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

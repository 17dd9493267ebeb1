import { act } from '@testing-library/react'
import { vi } from 'vitest'

/**
 * jsdom has no IntersectionObserver. This one reports nothing until the test says an element came into view,
 * as scrolling to the end of a list would.
 */
export function stubIntersectionObserver() {
  const live = new Set<{ callback: IntersectionObserverCallback; elements: Element[]; observer: IntersectionObserver }>()
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      #entry: { callback: IntersectionObserverCallback; elements: Element[]; observer: IntersectionObserver }
      constructor(callback: IntersectionObserverCallback) {
        this.#entry = { callback, elements: [], observer: this as unknown as IntersectionObserver }
        live.add(this.#entry)
      }
      observe(element: Element) {
        this.#entry.elements.push(element)
      }
      unobserve() {}
      disconnect() {
        live.delete(this.#entry)
      }
      takeRecords() {
        return []
      }
    },
  )
  return {
    /** How many elements of the screen itself are watched now; the footer's place below it is not counted. */
    watched: () => [...live].reduce((sum, { elements }) => sum + elements.filter((element) => element.closest('main')).length, 0),
    /** Every watched element scrolls into view. */
    scrollIntoView() {
      act(() => {
        for (const { callback, elements, observer } of [...live]) {
          callback(elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), observer)
        }
      })
    },
  }
}

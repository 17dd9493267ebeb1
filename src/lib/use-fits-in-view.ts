import { useLayoutEffect, useState, type RefObject } from 'react'

/**
 * Whether the element, at its whole height, fits in the window below the `top` it would stick at. A panel sticks only
 * where it fits, so none of its controls is ever held below the window's edge where the page's scroll cannot reach.
 * Rechecked as the panel grows or shrinks (a field that appears) and as the window is resized.
 */
export function useFitsInView(ref: RefObject<HTMLElement | null>) {
  const [fits, setFits] = useState(false)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const check = () => {
      const top = Number.parseFloat(getComputedStyle(element).top) || 0
      setFits(top + element.offsetHeight <= window.innerHeight)
    }
    check()
    const observer = new ResizeObserver(check)
    observer.observe(element)
    window.addEventListener('resize', check)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', check)
    }
  }, [ref])
  return fits
}

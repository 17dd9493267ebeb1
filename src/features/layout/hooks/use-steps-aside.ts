import { useEffect, type RefObject } from 'react'
import { stepAside } from './steps-aside.ts'

/**
 * Steps a floating element aside while the page's content is under it (steps-aside.ts). The element starts stepped
 * aside (`data-covering` in its markup), so it covers nothing before the first check either. Where the browser cannot
 * tell what lies under it, the element simply shows.
 */
export function useStepsAside(ref: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const element = ref.current
    if (!active || !element) return
    if (typeof document.elementsFromPoint !== 'function') return element.removeAttribute('data-covering')
    return stepAside(element)
  }, [ref, active])
}

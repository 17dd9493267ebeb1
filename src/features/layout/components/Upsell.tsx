import { useEffect, useRef } from 'react'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { appPaths } from '../../../lib/app-paths.ts'
import { showToast } from '../../../ui/toast-store.ts'

/** First showing this long after the member arrives, then one every `EVERY_MS`; each stays `VISIBLE_MS` with its bar. */
const UPSELL_FIRST_MS = 100_000
const UPSELL_EVERY_MS = 500_000
const VISIBLE_MS = 10_000
// While someone is typing in a form the popup waits this long and looks again, rather than cover the form.
const TYPING_RETRY_MS = 5_000

const typing = () => {
  const focused = document.activeElement
  return focused instanceof HTMLElement && (focused.isContentEditable || focused.matches('input, textarea, select'))
}

/**
 * The upsell popup: 'Explore More Exclusive Services!', never on the plans page (where checkout happens) and
 * never over a form being typed in. The layout mounts it only for members without a paid plan,
 * so buying a plan stops it.
 */
export function Upsell({ since }: { since: number }) {
  const navigate = useNavigate()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // Read when the timer fires: moving between screens changes them, and must not restart the timer.
  const current = useRef({ onPlans: false, navigate })
  useEffect(() => {
    current.current = { onPlans: pathname === appPaths.plans, navigate }
  }, [pathname, navigate])

  useEffect(() => {
    let timer = 0
    const show = () => {
      if (typing()) {
        timer = window.setTimeout(show, TYPING_RETRY_MS)
        return
      }
      const { onPlans, navigate } = current.current
      if (!onPlans) {
        showToast({
          title: 'Explore More Exclusive Services!',
          description: 'Upgrade to Premium to access exclusive services.',
          action: { label: 'View Plans', onAction: () => void navigate({ to: appPaths.plans }) },
          dismissLabel: 'Cancel',
          duration: VISIBLE_MS,
          progress: true,
        })
      }
      timer = window.setTimeout(show, UPSELL_EVERY_MS)
    }
    timer = window.setTimeout(show, Math.max(0, since + UPSELL_FIRST_MS - Date.now()))
    return () => window.clearTimeout(timer)
  }, [since])
  return null
}

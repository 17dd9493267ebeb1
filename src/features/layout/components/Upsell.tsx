import { useEffect, useRef } from 'react'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { appPaths } from '../../../lib/app-paths.ts'
import { useAuth } from '../../../lib/auth.ts'

/** First showing after this long on the site, then one every `EVERY_MS`; each stays `VISIBLE_MS` with its bar. */
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
 * The upsell popup: 'Explore More Exclusive Services!' for signed-in members without a paid plan, never on
 * the plans page (where checkout happens) and never over a form being typed in. Buying a plan stops it.
 */
export function useUpsell() {
  const { user } = useAuth()
  const navigate = useNavigate()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // Read when the timer fires: moving between screens changes them, and must not restart the timer.
  const current = useRef({ onPlans: false, navigate })
  useEffect(() => {
    current.current = { onPlans: pathname === appPaths.plans, navigate }
  }, [pathname, navigate])
  const eligible = Boolean(user && user.role !== 'admin' && !user.isAccessible)

  useEffect(() => {
    if (!eligible) return
    let timer = 0
    const show = () => {
      if (typing()) {
        timer = window.setTimeout(show, TYPING_RETRY_MS)
        return
      }
      const { onPlans, navigate } = current.current
      // The toast store (and jotai with it) is fetched when first needed, not with the first screen.
      if (!onPlans) {
        void import('../../../ui/toast-store.ts').then(({ showToast }) =>
          showToast({
            title: 'Explore More Exclusive Services!',
            description: 'Upgrade to Premium to access exclusive services.',
            action: { label: 'View Plans', onAction: () => void navigate({ to: appPaths.plans }) },
            dismissLabel: 'Cancel',
            duration: VISIBLE_MS,
            progress: true,
          }),
        )
      }
      timer = window.setTimeout(show, UPSELL_EVERY_MS)
    }
    timer = window.setTimeout(show, UPSELL_FIRST_MS)
    return () => window.clearTimeout(timer)
  }, [eligible])
}

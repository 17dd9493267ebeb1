import { useCallback, useEffect, useRef } from 'react'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { upgradeRequired } from '../../../contract/plans.ts'
import { ApiError } from '../../lib/api.ts'
import { useAuth } from '../../lib/auth.ts'
import { ALERT_DURATION_MS, useToast } from '../../ui/toast-store.ts'
import { appPaths } from '../../lib/app-paths.ts'

/** The server's answer when the user's plan lacks the feature a request needs. */
export const isUpgradeRequired = (error: unknown) => error instanceof ApiError && error.status === 403 && error.code === upgradeRequired.code

/** What a gated action would have added to the screen's address (the words typed in a gated search box). */
export type GatedCarry = Record<string, unknown>

/**
 * The upgrade prompt for a gated action: the warning for its 5 s, then the plans page, or for a visitor
 * the login page. Either way the person comes back afterwards to this screen, with what the action carried
 * (`carry`, the latest call's) added to its address: a visitor's search is not thrown away. The toast's button goes
 * at once. Repeated calls while one prompt runs only update what is carried, so each keystroke does not stack
 * another warning.
 */
export function useUpgradePrompt() {
  const { token } = useAuth()
  const { toast } = useToast()
  const navigate = useNavigate()
  const router = useRouter()
  const timer = useRef(0)
  const carried = useRef<GatedCarry | undefined>(undefined)

  // Leaving the screen another way cancels the pending move.
  useEffect(() => () => window.clearTimeout(timer.current), [])

  return useCallback((carry?: GatedCarry) => {
    carried.current = carry
    if (timer.current) return
    const go = () => {
      window.clearTimeout(timer.current)
      timer.current = 0
      const back = router.buildLocation({ to: '.', search: (current: object) => ({ ...current, ...carried.current }) } as never).href
      void navigate({ to: token ? appPaths.plans : '/login', search: { redirect: back } })
    }
    toast({
      title: upgradeRequired.title,
      description: upgradeRequired.message,
      action: { label: token ? 'View plans' : 'Login', onAction: go },
    })
    timer.current = window.setTimeout(go, ALERT_DURATION_MS)
  }, [token, toast, navigate, router])
}

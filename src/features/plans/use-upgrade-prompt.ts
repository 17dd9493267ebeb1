import { useCallback, useEffect, useRef } from 'react'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { upgradeRequired } from '../../../contract/plans.ts'
import { ApiError } from '../../lib/api.ts'
import { useAuth } from '../../lib/auth.ts'
import { ALERT_DURATION_MS, useToast } from '../../ui/toast-store.ts'
import { appPaths } from '../../lib/app-paths.ts'

/** The server's answer when the user's plan lacks the feature a request needs. */
export const isUpgradeRequired = (error: unknown) => error instanceof ApiError && error.status === 403 && error.code === upgradeRequired.code

/**
 * The upgrade prompt for a gated action: the warning for its 5 s, then the plans page, or for a visitor
 * the login page (coming back here afterwards). The toast's button goes at once. Repeated calls while one
 * prompt runs are ignored, so each keystroke does not stack another warning.
 */
export function useUpgradePrompt() {
  const { token } = useAuth()
  const { toast } = useToast()
  const navigate = useNavigate()
  const router = useRouter()
  const timer = useRef(0)

  // Leaving the screen another way cancels the pending move.
  useEffect(() => () => window.clearTimeout(timer.current), [])

  return useCallback(() => {
    if (timer.current) return
    const go = () => {
      window.clearTimeout(timer.current)
      timer.current = 0
      if (token) void navigate({ to: appPaths.plans })
      else void navigate({ to: '/login', search: { redirect: router.state.location.href } })
    }
    toast({
      title: upgradeRequired.title,
      description: upgradeRequired.message,
      action: { label: token ? 'View plans' : 'Login', onAction: go },
    })
    timer.current = window.setTimeout(go, ALERT_DURATION_MS)
  }, [token, toast, navigate, router])
}

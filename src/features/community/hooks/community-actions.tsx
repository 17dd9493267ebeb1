import { createContext, use, useMemo, type ReactNode } from 'react'
import type { Profile } from '../../../../contract/profile.ts'
import { ApiError } from '../../../lib/api.ts'
import { useAuth } from '../../../lib/auth.ts'
import { useLoginPrompt } from '../../../ui/use-login-prompt.ts'
import { useToast } from '../../../ui/toast-store.ts'
import { isUpgradeRequired, useFeatureAccess, useUpgradePrompt } from '../../plans/index.ts'

export interface CommunityActions {
  /** The signed-in person, or null for a visitor. */
  user: Profile | null
  /**
   * Runs `action` for whoever may: a visitor gets the 'Please login or register' alert and the login page (and comes
   * back here), a member whose plan lacks the community the upgrade prompt. Deleting needs only sign-in (`signInOnly`).
   */
  asMember: (action: () => void, options?: { signInOnly?: boolean }) => void
  /** Says why the server refused: the upgrade prompt, the login page for an ended session, else its message for 5 s. */
  onError: (error: Error) => void
}

const CommunityActionsContext = createContext<CommunityActions | null>(null)

/** One set of the screen's prompts, so two cards tried in a row do not stack two upgrade warnings. */
export function CommunityActionsProvider({ children }: { children: ReactNode }) {
  const { token, user } = useAuth()
  const access = useFeatureAccess('research-community')
  const onGated = useUpgradePrompt()
  const loginPrompt = useLoginPrompt()
  const { toast } = useToast()

  const value = useMemo<CommunityActions>(() => {
    const toLogin = () => loginPrompt('Sign in to take part in the research community; you will come back here.')
    return {
      user,
      asMember(action, { signInOnly = false } = {}) {
        if (!token) return toLogin()
        if (!signInOnly && access === false) return onGated()
        action()
      },
      onError(error) {
        if (isUpgradeRequired(error)) onGated()
        else if (error instanceof ApiError && error.status === 401) toLogin()
        else toast({ tone: 'error', title: error.message })
      },
    }
  }, [token, user, access, onGated, loginPrompt, toast])

  return <CommunityActionsContext value={value}>{children}</CommunityActionsContext>
}

export function useCommunityActions() {
  const actions = use(CommunityActionsContext)
  if (!actions) throw new Error('useCommunityActions is used inside CommunityActionsProvider')
  return actions
}

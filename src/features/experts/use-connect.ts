import { useNavigate } from '@tanstack/react-router'
import { ApiError } from '../../lib/api.ts'
import { appPaths } from '../../lib/app-paths.ts'
import { useAuth } from '../../lib/auth.ts'
import { useLoginPrompt } from '../../ui/use-login-prompt.ts'
import { useToast } from '../../ui/toast-store.ts'
import { isUpgradeRequired, useFeatureAccess, useUpgradePrompt } from '../plans/index.ts'
import { useCreateConversation } from './api/experts-mutations.ts'

/**
 * Connect: a visitor is told to sign in and goes to the login page, coming back here afterwards; a member whose plan
 * lacks the feature gets the upgrade prompt and the plans; anyone else opens their conversation with the expert in
 * the chat. The server has the last word on all three: its refusal is shown the same way, and any other failure
 * says the server's message. Alerts last their 5 s.
 */
export function useConnect() {
  const { token } = useAuth()
  const access = useFeatureAccess('connect-to-expert')
  const onGated = useUpgradePrompt()
  const { toast } = useToast()
  const navigate = useNavigate()
  const loginPrompt = useLoginPrompt()
  const create = useCreateConversation()

  const toLogin = () => loginPrompt('Sign in to chat with an expert; you will come back here.')

  const connect = (expertId: string) => {
    if (!token) return toLogin()
    if (access === false) return onGated()
    create.mutate(expertId, {
      // The chat reads the conversation from its address.
      onSuccess: (conversationId) => void navigate({ href: `${appPaths.chat}?${new URLSearchParams({ conversationId })}` }),
      onError: (err) => {
        if (isUpgradeRequired(err)) onGated()
        else if (err instanceof ApiError && err.status === 401) toLogin()
        else toast({ tone: 'error', title: err.message })
      },
    })
  }

  /** The expert whose conversation is being opened, whose button waits. */
  const connecting = create.isPending ? create.variables : undefined
  return { connect, connecting }
}

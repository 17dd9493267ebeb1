import { useCallback } from 'react'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useToast } from './toast-store.ts'

/** The one 'login required' alert, worded as the server's 401 is, so both read the same. */
export const LOGIN_REQUIRED = 'Please login or register'

/**
 * For a visitor who tried what only members do (connect to an expert, post, like): the 'Please login or register'
 * alert for its 5 s, and the login page at once, which brings them back to this address after signing in.
 * `description` says what signing in is for.
 */
export function useLoginPrompt() {
  const { toast } = useToast()
  const navigate = useNavigate()
  const router = useRouter()
  return useCallback(
    (description: string) => {
      toast({ tone: 'error', title: LOGIN_REQUIRED, description })
      void navigate({ to: '/login', search: { redirect: router.state.location.href } })
    },
    [toast, navigate, router],
  )
}

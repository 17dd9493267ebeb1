import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { clearAuth } from '../../../lib/auth.ts'
import { useToast } from '../../../ui/toast-store.ts'
import { logout } from './auth-api.ts'

/**
 * Ends the session on the server, then on this device whatever the server said: a user who asks to leave
 * must never stay signed in because the network failed.
 */
export function useLogout() {
  const navigate = useNavigate()
  const { toast } = useToast()
  return useCallback(async () => {
    const message = await logout().then(
      (r) => r.message,
      () => null,
    )
    // Leave the private screen first, so clearing the token does not send its guard to the login page.
    await navigate({ to: '/' })
    clearAuth()
    if (message) toast({ tone: 'success', title: message })
  }, [navigate, toast])
}

import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import * as v from 'valibot'
import { envelope } from '../../../../contract/common.ts'
import { sendJson } from '../../../lib/api.ts'
import { clearAuth } from '../../../lib/auth.ts'
import { useToast } from '../../../ui/toast-store.ts'
import { forgetPushOnThisDevice } from '../../push/index.ts'

// Apart from account-mutations.ts, and without useMutation: the admin area reaches it through the account's
// index.ts, which the header imports too, and the header must not bring the account screens' schemas along.

/** Made when used: a module with nothing to run on import is left out of the header's script entirely. */
const logoutResponse = () => envelope(v.null())

/**
 * Ends the session on the server, then on this device whatever the server said: a user who asks to leave
 * must never stay signed in because the network failed.
 */
export function useLogout() {
  const navigate = useNavigate()
  const { toast } = useToast()
  const [isPending, setPending] = useState(false)
  const mutate = () => {
    if (isPending) return
    setPending(true)
    // The browser's subscription goes too, so a push service that still has it answers 'gone'; the server drops its copy
    // with the session.
    void Promise.all([sendJson(logoutResponse(), 'post', 'logout'), forgetPushOnThisDevice()])
      .then(
        ([reply]) => reply.message,
        () => undefined,
      )
      .then(async (message) => {
        // Leave the private screen first, so clearing the token does not send its guard to the login page.
        await navigate({ to: '/' })
        clearAuth()
        setPending(false)
        if (message) toast({ tone: 'success', title: message })
      })
  }
  return { mutate, isPending }
}

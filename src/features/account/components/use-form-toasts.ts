import { useMemo } from 'react'
import { ApiError } from '../../../lib/api.ts'
import { useToast } from '../../../ui/toast-store.ts'

/** The spec's feedback for the account forms: success toasts last 10 s, the server's failure message 5 s. */
export function useFormToasts() {
  const { toast } = useToast()
  return useMemo(
    () => ({
      saved: (message: string) => toast({ tone: 'success', title: message }),
      /** For `.catch`: shows the server's message and rethrows, so `useForm` puts field issues under their fields. */
      failed: (err: unknown): never => {
        if (err instanceof ApiError) toast({ tone: 'error', title: err.message })
        throw err
      },
    }),
    [toast],
  )
}

import { useState } from 'react'
import type * as v from 'valibot'
import { ApiError } from '../../../lib/api.ts'
import { useForm } from '../../../ui/use-form.ts'
import { useToast } from '../../../ui/toast-store.ts'

interface SendFormOptions<S extends v.GenericSchema> {
  schema: S
  initial: v.InferInput<S>
  send: (values: v.InferOutput<S>) => Promise<{ title: string; text: string }>
  /** What a failure that is not the visitor's to fix says (a server error, no connection). */
  failure: string
}

/**
 * A public form that sends one message: the server's title and text as the success popup, then an empty form;
 * field messages under their fields; a refusal with a reason (too many messages) says it; anything else says `failure`.
 */
export function useSendForm<S extends v.GenericSchema>({ schema, initial, send, failure }: SendFormOptions<S>) {
  const { toast } = useToast()
  // Bumped after a send, so the fields' own state (the combobox's typing) starts over with the values.
  const [round, setRound] = useState(0)
  const form = useForm({
    schema,
    initial,
    onSubmit: async (values) => {
      try {
        const { title, text } = await send(values)
        toast({ tone: 'success', title, description: text })
        form.reset()
        setRound((r) => r + 1)
      } catch (err) {
        const told = err instanceof ApiError && err.status >= 400 && err.status < 500
        throw told || !(err instanceof ApiError) ? err : new ApiError(failure, err.status, err.code)
      }
    },
  })
  return { ...form, round }
}

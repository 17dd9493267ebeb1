import { useState } from 'react'
import type * as v from 'valibot'
import { ApiError } from '../lib/api-error.ts'
import { useForm } from './use-form.ts'

interface Options<S extends v.GenericSchema> {
  schema: S
  initial: v.InferInput<S>
  /** Sends the values and does what follows a success (a toast, leaving the page); the dialog then closes. */
  submit: (values: v.InferOutput<S>) => Promise<unknown>
}

/**
 * A form in a dialog. The server's field messages show under their fields; a refusal of the whole (one's own
 * account, the last admin, a member who is staff) is kept as `refusal` to show inside the dialog, where a toast
 * would be hidden behind it. Closing the dialog empties the form and forgets the refusal.
 */
export function useDialogForm<S extends v.GenericSchema>({ schema, initial, submit }: Options<S>) {
  const [open, setOpen] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const form = useForm({
    schema,
    initial,
    onSubmit: async (values) => {
      setRefusal(null)
      try {
        await submit(values)
        change(false)
      } catch (err) {
        if (!(err instanceof ApiError) || err.issues.length) throw err
        setRefusal(err.message)
      }
    },
  })
  function change(next: boolean) {
    setOpen(next)
    if (next) return
    form.reset()
    setRefusal(null)
  }
  return { form, open, setOpen: change, refusal }
}

import { useCallback, useRef, useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { useToast } from './toast-store.ts'
import { ApiError } from '../lib/api.ts'

export type FieldErrors = Record<string, string>

/** The first message for each field, keyed by dot path ('experience.0.role') as the server names them too. */
export function fieldErrors(issues: readonly { path: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const { path, message } of issues) errors[path] ??= message
  return errors
}

const toIssues = (issues: v.BaseIssue<unknown>[]) => issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message }))

interface Options<S extends v.GenericSchema> {
  schema: S
  initial: v.InferInput<S>
  /**
   * Receives the parsed values and says what went well. An `ApiError` it throws is shown by the form: its field
   * issues under those fields and the server's message as an error toast, so no form fails in silence. A failure
   * the form shows its own way (a notice, a toast with an action) is caught there and not rethrown. Anything else
   * thrown is a bug and is rethrown.
   */
  onSubmit: (values: v.InferOutput<S>) => Promise<unknown>
  /** Messages to show from the start, such as the field issues of the server's refusal of an item being edited. */
  initialErrors?: FieldErrors
}

/**
 * A form's values and messages, checked with the same valibot schema the server uses. Fields are checked as they
 * change once the user has tried to submit (or straight away for `validateOnChange` fields such as selects).
 */
export function useForm<S extends v.GenericSchema>({ schema, initial, onSubmit, initialErrors }: Options<S>) {
  type Values = v.InferInput<S>
  const [values, setValues] = useState<Values>(initial)
  const [errors, setErrors] = useState<FieldErrors>(() => initialErrors ?? {})
  const [submitting, setSubmitting] = useState(false)
  const { toast } = useToast()
  const initialValues = useRef(initial)
  const attempted = useRef(false)

  const check = useCallback((next: Values) => {
    const result = v.safeParse(schema, next)
    return result.success ? {} : fieldErrors(toIssues(result.issues))
  }, [schema])

  const setValue = useCallback(
    <K extends keyof Values & string>(name: K, value: Values[K], validateNow = false) => {
      setValues((prev) => {
        const next = { ...(prev as object), [name]: value } as Values
        if (attempted.current || validateNow) {
          const found = check(next)
          // Only this field's message moves; others keep what the last submit (or the server) said.
          setErrors((e) => {
            const rest = Object.fromEntries(Object.entries(e).filter(([path]) => path !== name && !path.startsWith(`${name}.`)))
            const own = Object.fromEntries(Object.entries(found).filter(([path]) => path === name || path.startsWith(`${name}.`)))
            return { ...rest, ...own }
          })
        }
        return next
      })
    },
    [check],
  )

  const focusFirstError = (form: HTMLFormElement) =>
    requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    if (submitting) return
    attempted.current = true
    const result = v.safeParse(schema, values)
    if (!result.success) {
      setErrors(fieldErrors(toIssues(result.issues)))
      focusFirstError(form)
      return
    }
    setErrors({})
    setSubmitting(true)
    try {
      await onSubmit(result.output)
    } catch (err) {
      if (!(err instanceof ApiError)) throw err
      const shown = fieldErrors(err.issues)
      if (err.issues.length) {
        setErrors(shown)
        focusFirstError(form)
      }
      // A validation answer's message is its first field's: said once, under that field.
      if (!Object.values(shown).includes(err.message)) toast({ tone: 'error', title: err.message })
    } finally {
      setSubmitting(false)
    }
  }

  const reset = useCallback((next: Values = initialValues.current) => {
    attempted.current = false
    setValues(next)
    setErrors({})
  }, [])

  /**
   * What a text box, password box, text area or select needs to show and change one field: its value as text,
   * the setter and its message. `validateOnChange` checks it as it changes (the qualification and profession selects).
   */
  const bind = <K extends keyof Values & string>(name: K, { validateOnChange = false } = {}) => ({
    value: String(values[name] ?? ''),
    onValueChange: (value: string) => setValue(name, value as Values[K], validateOnChange),
    error: errors[name],
  })

  return { values, errors, submitting, setValue, bind, handleSubmit, reset }
}

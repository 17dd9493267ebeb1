import * as v from 'valibot'
import { messages } from '../../../../contract/common.ts'
import type { Option } from '../../../ui/form/SelectField.tsx'

// What every management form does with its boxes' text: lookups as choices, exact moments in `datetime-local`
// boxes, and an edit that sends only what changed.

/** Lookup rows as a select's choices, by the id the record is saved with; a retired one only when the record has it (`kept`). */
export const asOptions = (items: readonly { id: number; title: string; retired?: boolean | undefined }[], kept: string | readonly string[] = []): Option[] => {
  const keep = new Set(typeof kept === 'string' ? [kept] : kept)
  return items.filter(({ id, retired }) => !retired || keep.has(String(id))).map(({ id, title, retired }) => ({ value: String(id), label: retired ? `${title} (retired)` : title }))
}

/** A picklist's values as choices with titles ('Full-time'), or capitalised values. */
export const picklistOptions = <T extends string>(values: readonly T[], titles?: Record<T, string>): Option[] =>
  values.map((value) => ({ value, label: titles?.[value] ?? value.charAt(0).toUpperCase() + value.slice(1) }))

/** A chosen lookup's id, or undefined for none; the contract says which are required. */
export const lookupValue = (text: string) => (text ? Number(text) : undefined)

const pad = (n: number) => String(n).padStart(2, '0')

/** An exact moment as a `datetime-local` box shows it in this browser's time zone: '2026-03-31T17:00'. */
export function toLocalInput(iso: string) {
  const d = new Date(iso)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** The moment a `datetime-local` text names in this browser's time zone; undefined when blank. */
export function toMoment(local: string) {
  if (!local) return undefined
  const date = new Date(local)
  return Number.isNaN(date.getTime()) ? local : date.toISOString()
}

/** A list field's message: the list's own ('Choose at least one subject') or its first entry's ('subjectIds.2'). */
export const listError = (errors: Record<string, string>, name: string) => errors[name] ?? Object.entries(errors).find(([path]) => path.startsWith(`${name}.`))?.[1]

/** A blank date box says 'Field required' rather than the API's format example. */
export const dateError = (text: string, error: string | undefined) => (error && !text ? messages.required : error)

/** The admin's time zone, as the date boxes read and show times: 'Asia/Kolkata (GMT+5:30)'. */
export function timeZoneName() {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  const offset = new Intl.DateTimeFormat('en-IN', { timeZoneName: 'shortOffset' }).formatToParts(new Date()).find((part) => part.type === 'timeZoneName')?.value
  return offset ? `${zone} (${offset})` : zone
}

/**
 * What an edit sends: only the fields the admin changed, judged against the item as the form first showed it and
 * read by the same schema, so an untouched date keeps its seconds.
 */
export function changedFields<F, T extends object>(schema: v.GenericSchema<F, T>, initial: F, values: T): Partial<T> {
  const before = v.safeParse(schema, initial)
  if (!before.success) return values
  const keys = (Object.keys(values) as (keyof T)[]).filter((key) => JSON.stringify(values[key]) !== JSON.stringify(before.output[key]))
  return Object.fromEntries(keys.map((key) => [key, values[key]])) as Partial<T>
}

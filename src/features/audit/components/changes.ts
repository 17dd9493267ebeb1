/** One field an action changed: its name and its values before and after, as text. */
export interface Change {
  field: string
  before: string
  after: string
}

const text = (value: unknown) => (value === undefined || value === null ? '—' : typeof value === 'string' ? value : JSON.stringify(value))
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * What an entry's values say changed, field by field: every field whose value differs, in the order the record names
 * them. A creation lists what was set, a deletion what was there; values that are not records compare whole.
 */
export function changesOf(before: unknown, after: unknown): Change[] {
  if (!isRecord(before) && !isRecord(after)) {
    return before === null && after === null ? [] : [{ field: 'value', before: text(before), after: text(after) }]
  }
  const was = isRecord(before) ? before : {}
  const is = isRecord(after) ? after : {}
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])]
  return fields
    .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(is[field]))
    .map((field) => ({ field, before: text(was[field]), after: text(is[field]) }))
}

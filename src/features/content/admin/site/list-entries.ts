/**
 * A list among a form's values, edited in place: an entry's fields changed, an entry dropped, and the message under
 * one of an entry's fields (the form names it `<list>.<index>.<field>`, as the server does).
 */
export function listEntries<T extends object>(list: readonly T[], name: string, errors: Readonly<Record<string, string>>, set: (next: T[]) => void) {
  return {
    change: (index: number, patch: Partial<T>) => set(list.map((entry, i) => (i === index ? { ...entry, ...patch } : entry))),
    remove: (index: number) => set(list.filter((_, i) => i !== index)),
    error: (index: number, field: string) => errors[`${name}.${index}.${field}`],
  }
}

import { notFound } from '../../http/errors.ts'

/** A section's rows as its service needs them: read one, a page, and written whole. */
export interface RecordStore<Row, R, Query> {
  item(id: number): Promise<Row | undefined>
  page(search: string | undefined, page: number, query: Query): Promise<{ items: Row[]; hasMore: boolean }>
  /** The new rows' ids, in order. */
  insert(records: R[]): Promise<number[]>
  /** False when there is no such row. */
  update(id: number, record: R): Promise<boolean>
  /** False when there is no such row; it throws what else stops a delete. */
  remove(id: number): Promise<boolean>
}

export interface RecordServiceOptions<Row, R extends Input, Input, Item, K extends string, Query> {
  repo: RecordStore<Row, R, Query>
  /** The list's key in a page's answer: `vacancies` in `{ vacancies, hasMore }`. */
  listKey: K
  notFoundMessage: string
  toItem: (row: Row) => Item
  /** A stored row as the values it would be saved with again: what an edit starts from. */
  recordOf: (row: Row) => R
  /**
   * The values as they are saved (defaults filled in, moments made exact); it throws when a rule between fields fails.
   * An edit gives the record as it was too, for what depends on what changed (where each value came from).
   */
  prepare: (values: Input, before?: R) => R
  /**
   * The rules that need the database (the ids name rows); it throws the fields' messages. An edit passes the record
   * as stored, so a value the record already has (a retired category) may stay.
   */
  check?: (record: R, stored?: R) => Promise<void>
  /** After every change: what the area must forget or tell. */
  changed?: () => void
}

/**
 * A plain section's service: one item (404 when missing), a page of items, create, edit of the fields sent with the
 * rules checked on the record as it will be, and delete.
 */
export function recordService<Row, R extends Input, Input, Item, K extends string, Query = unknown>(options: RecordServiceOptions<Row, R, Input, Item, K, Query>) {
  const { repo, listKey, notFoundMessage, toItem, recordOf, prepare, check = async () => undefined, changed = () => undefined } = options

  async function item(id: number) {
    const row = await repo.item(id)
    if (!row) throw notFound(notFoundMessage)
    return toItem(row)
  }

  return {
    item,

    async page(search: string | undefined, page: number, query: Query) {
      const { items, hasMore } = await repo.page(search, page, query)
      return { [listKey]: items.map(toItem), hasMore } as { [P in K]: Item[] } & { hasMore: boolean }
    },

    async create(values: Input) {
      const record = prepare(values)
      await check(record)
      const [id] = await repo.insert([record])
      changed()
      return item(id!)
    },

    /** Only the fields sent change; a field left out (or sent as undefined) keeps its value. */
    async update(id: number, patch: Partial<Input>) {
      const current = await repo.item(id)
      if (!current) throw notFound(notFoundMessage)
      const sent = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined))
      const stored = recordOf(current)
      const record = prepare({ ...stored, ...sent }, stored)
      await check(record, stored)
      if (!(await repo.update(id, record))) throw notFound(notFoundMessage)
      changed()
      return item(id)
    },

    async remove(id: number) {
      if (!(await repo.remove(id))) throw notFound(notFoundMessage)
      changed()
    },
  }
}

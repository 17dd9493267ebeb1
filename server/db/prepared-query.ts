import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, type Compilable, type CompiledQuery } from 'kysely'
import { PagingQueryCompiler } from './paging-compiler.ts'
import type { Database } from './schema.ts'

/** Builds and compiles as the pool's Kysely does, with no connection of its own: statements are sent by the caller's. */
const compiler = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PagingQueryCompiler(),
  },
})

/** Stands for a named value while a statement is built; only its identity matters. */
class Slot {
  constructor(readonly name: string) {}
}

/** Each parameter of a built statement: the value of that name, or a constant the builder wrote. */
type Parameter = { slot: string } | { constant: unknown }

interface Plan {
  compiled: CompiledQuery
  parameters: Parameter[]
}

/** Shapes kept per statement. A shape names the page too, so only the first pages of a list are ever kept apart. */
const MAX_SHAPES = 200

/**
 * A statement built with Kysely once for each shape (plain data: which filters are there, the page), then sent with
 * each call's values. Building and compiling a list's select took 70 to 100 µs of the event loop at every request,
 * more than the driver's own work on its rows; the text it compiles to depends only on which filters are present and
 * the page (limits and offsets are written into the text), never on the values themselves.
 *
 * `build` gets a Kysely to build with (it has no connection: `execute` sends the statement on the one it is given),
 * the shape, and stand-ins for the values: each must be given to Kysely as a value (a comparison, an
 * `sql` template's `${…}`), one parameter each; a list goes whole as one array parameter (`= any(${ids})`), never
 * spread by `in`. What decides the text (whether a filter is there, the page) belongs in the shape, not the values:
 * a stand-in is a placeholder, and never `undefined`. A stand-in that never reached a parameter is refused at the
 * first build, so a misuse fails its first test.
 */
export function preparedQuery<Shape, Values extends object, Row>(build: (db: Kysely<Database>, shape: Shape, values: Values) => Compilable<Row>) {
  const plans = new Map<string, Plan>()

  function plan(shape: Shape): Plan {
    const read = new Map<string, Slot>()
    const values = new Proxy({} as Values, {
      get(_target, name) {
        if (typeof name !== 'string') return undefined
        let slot = read.get(name)
        if (!slot) read.set(name, (slot = new Slot(name)))
        return slot
      },
    })
    const compiled = build(compiler, shape, values).compile()
    const parameters = compiled.parameters.map((p): Parameter => (p instanceof Slot ? { slot: p.name } : { constant: p }))
    const sent = new Set(parameters.flatMap((p) => ('slot' in p ? [p.slot] : [])))
    const unsent = [...read.keys()].filter((name) => !sent.has(name))
    if (unsent.length) throw new Error(`preparedQuery: ${unsent.join(', ')} read but never sent as a parameter`)
    return { compiled, parameters }
  }

  return {
    async execute(db: Pick<Kysely<Database>, 'executeQuery'>, shape: Shape, values: Values): Promise<Row[]> {
      const key = JSON.stringify(shape)
      let found = plans.get(key)
      if (!found) {
        found = plan(shape)
        if (plans.size < MAX_SHAPES) plans.set(key, found)
      }
      const parameters = found.parameters.map((p) => ('slot' in p ? (values as Record<string, unknown>)[p.slot] : p.constant))
      const { rows } = await db.executeQuery<Row>({ ...found.compiled, parameters } as CompiledQuery<Row>)
      return rows
    },
  }
}

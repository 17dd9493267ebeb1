import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import pg from 'pg'
import { openDatabase, type DatabaseHandle } from './connection.ts'
import { MAX_NAMED_PER_CONNECTION } from './named-statements.ts'

describe('the embedded database under concurrent requests', () => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://', poolSize: 8 })
  })
  afterAll(() => handle.close())

  it('answers each of many parallel parameterised queries with its own result', async () => {
    const asked = Array.from({ length: 400 }, (_, i) => i)
    const answers = await Promise.all(
      asked.map((n) => sql<{ n: number; label: string }>`select ${n}::int as n, ${`q${n}`}::text as label`.execute(handle.db)),
    )
    expect(answers.map((r) => r.rows[0])).toEqual(asked.map((n) => ({ n, label: `q${n}` })))
  })

  it('keeps a transaction to itself while other connections keep asking', async () => {
    await sql`create table tally (n int)`.execute(handle.db)
    const inside = handle.db.transaction().execute(async (trx) => {
      await sql`insert into tally values (1)`.execute(trx)
      await new Promise((r) => setTimeout(r, 50))
      throw new Error('roll back')
    })
    const outside = Promise.all(Array.from({ length: 20 }, (_, i) => sql`insert into tally values (${i + 10})`.execute(handle.db)))
    await expect(inside).rejects.toThrow('roll back')
    await outside
    const { rows } = await sql<{ count: number }>`select count(*)::int as count from tally`.execute(handle.db)
    expect(rows[0]!.count).toBe(20)
  })

  it('prepares a statement whose first preparing failed in an aborted transaction when it is next asked', async () => {
    const text = (n: number) => sql<{ n: number }>`select ${n}::int + 40 as n`
    const failed = handle.db.transaction().execute(async (trx) => {
      await expect(sql`select 1 / ${0}::int`.execute(trx)).rejects.toThrow('division by zero')
      await text(1).execute(trx)
    })
    await expect(failed).rejects.toThrow('current transaction is aborted')
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => text(i).execute(handle.db)))
    expect(answers.map((r) => r.rows[0]!.n)).toEqual(Array.from({ length: 16 }, (_, i) => i + 40))
  })

  it('answers more distinct statements than a connection keeps prepared', async () => {
    const count = MAX_NAMED_PER_CONNECTION + 50
    const answers = await Promise.all(
      Array.from({ length: count }, (_, i) => sql<{ n: number }>`select ${i}::int + ${sql.lit(i)} as n`.execute(handle.db)),
    )
    expect(answers.map((r) => r.rows[0]!.n)).toEqual(Array.from({ length: count }, (_, i) => 2 * i))
  })

  it('rolls back the transaction of a connection that goes away inside it, and the others go on', async () => {
    await sql`create table left_open (n int)`.execute(handle.db)
    const client = new pg.Client({ connectionString: handle.pool.options.connectionString })
    client.on('error', () => {})
    await client.connect()
    await client.query('begin')
    await client.query('insert into left_open values (1)')
    // Gone without a word: no Terminate, no commit.
    ;(client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy()
    await sql`insert into left_open values (2)`.execute(handle.db)
    const { rows } = await sql<{ n: number }>`select n from left_open`.execute(handle.db)
    expect(rows).toEqual([{ n: 2 }])
  })
})

describe('the embedded database past its connections', () => {
  // The smallest cap there is: one connection for the pool, so two in all (room for a second pool beside it). Its
  // start (a database made afresh, seconds on a busy machine) and stop are the hooks', not the test's.
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://', poolSize: 1 })
  }, 120_000)
  afterAll(() => handle?.close(), 120_000)

  it("refuses one more connection than it takes with PostgreSQL's own error, and keeps serving the rest", async () => {
    const clients = [0, 1].map(() => new pg.Client({ connectionString: handle.connectionString }))
    const third = new pg.Client({ connectionString: handle.connectionString })
    try {
      await Promise.all(clients.map((c) => c.connect()))
      await expect(third.connect()).rejects.toThrow('sorry, too many clients already')
      await expect(clients[1]!.query('select 1 as n')).resolves.toMatchObject({ rows: [{ n: 1 }] })
    } finally {
      await Promise.allSettled([...clients, third].map((c) => c.end()))
    }
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { openDatabase, type DatabaseHandle } from './connection.ts'

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
})

import { describe, expect, it } from 'vitest'
import { sql, type CompiledQuery } from 'kysely'
import { preparedQuery } from './prepared-query.ts'

/** Answers every statement with no rows, and keeps what was sent. */
function recorder() {
  const sent: { sql: string; parameters: readonly unknown[] }[] = []
  return {
    sent,
    executeQuery: async (query: CompiledQuery) => {
      sent.push({ sql: query.sql, parameters: query.parameters })
      return { rows: [] }
    },
  } as const
}

const members = preparedQuery(
  (db, { named, page }: { named: boolean; page: number }, v: { role: string; name: string; since: Date }) => {
    let query = db.selectFrom('users').select('id').where('role', '=', v.role).where('created_at', '>', v.since).where('deleted_at', 'is', null)
    if (named) query = query.where(sql<boolean>`name ILIKE ${v.name}`)
    return query.orderBy('id').limit(11).offset((page - 1) * 10)
  },
)

describe('statements built once per shape', () => {
  it('sends each call’s own values with the text its shape compiled to', async () => {
    const db = recorder()
    const since = new Date('2026-01-01T00:00:00Z')
    await members.execute(db, { named: false, page: 1 }, { role: 'expert', name: 'unused', since })
    await members.execute(db, { named: false, page: 1 }, { role: 'user', name: 'unused', since: new Date(0) })
    expect(db.sent[0]).toEqual({
      sql: 'select "id" from "users" where "role" = $1 and "created_at" > $2 and "deleted_at" is null order by "id" limit 11 offset 0',
      parameters: ['expert', since],
    })
    expect(db.sent[1]).toEqual({ sql: db.sent[0]!.sql, parameters: ['user', new Date(0)] })
  })

  it('compiles another text for another shape, the page written in', async () => {
    const db = recorder()
    await members.execute(db, { named: true, page: 3 }, { role: 'expert', name: '%ann%', since: new Date(0) })
    expect(db.sent[0]!.sql).toMatch(/and name ILIKE \$3 order by "id" limit 11 offset 20$/)
    expect(db.sent[0]!.parameters).toEqual(['expert', new Date(0), '%ann%'])
  })

  it('refuses a value the statement reads but never sends, which would be one call’s value kept for all', async () => {
    const decided = preparedQuery(
      (db, _shape: null, v: { all: boolean }) => db.selectFrom('users').select('id').where('role', '=', v.all ? 'user' : 'expert'),
    )
    await expect(decided.execute(recorder(), null, { all: false })).rejects.toThrow('all read but never sent as a parameter')
  })
})

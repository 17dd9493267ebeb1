import { describe, expect, it } from 'vitest'
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, sql } from 'kysely'
import { PagingQueryCompiler } from './paging-compiler.ts'

const db = new Kysely<{ items: { id: number; title: string } }>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PagingQueryCompiler(),
  },
})

describe('limits and offsets written into the statement', () => {
  it('writes a page’s limit and offset into the text and keeps the filters as parameters', () => {
    const { sql: text, parameters } = db.selectFrom('items').select('id').where('title', '=', 'x').limit(26).offset(50).compile()
    expect(text).toBe('select "id" from "items" where "title" = $1 limit 26 offset 50')
    expect(parameters).toEqual(['x'])
  })

  it('does the same in a subquery', () => {
    const picked = db.selectFrom('items').select('id').orderBy('id').limit(10).as('picked')
    expect(db.selectFrom(picked).selectAll().compile().sql).toBe('select * from (select "id" from "items" order by "id" limit 10) as "picked"')
  })

  it('leaves anything but a whole number a parameter', () => {
    const { sql: text, parameters } = db.selectFrom('items').select('id').limit(sql<number>`${'1; drop table items'}::int`).offset(2.5).compile()
    expect(text).toBe('select "id" from "items" limit $1::int offset $2')
    expect(parameters).toEqual(['1; drop table items', 2.5])
  })
})

import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from './connection.ts'
import { migrate } from './migrate.ts'

// Migrations of this file's own, on an embedded database of its own: a table filled by one migration and rewritten by
// the next, as a stored column added to a large table rewrites it.
let dir: string
let database: DatabaseHandle
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'scholar-hub-migrate-'))
  database = await openDatabase({ dataDir: 'memory://' })
})
afterAll(async () => {
  await database?.close()
  await rm(dir, { recursive: true, force: true })
})

const visibility = async () =>
  (await database.pool.query<{ pages: number; visible: number }>(`SELECT relpages AS pages, relallvisible AS visible FROM pg_class WHERE relname = 'rewritten'`)).rows[0]!

it('leaves a table a migration rewrote with its pages marked all-visible, so its index-only walks read no table page', async () => {
  const folder = pathToFileURL(`${dir}/`)
  await writeFile(path.join(dir, '001_filled.sql'), 'CREATE TABLE rewritten (id int PRIMARY KEY, note text NOT NULL); INSERT INTO rewritten SELECT n, repeat(\'x\', 100) FROM generate_series(1, 20000) n;')
  expect(await migrate(database.pool, folder)).toEqual(['001_filled.sql'])
  await database.pool.query('VACUUM rewritten')
  expect((await visibility()).visible).toBeGreaterThan(0)

  await writeFile(path.join(dir, '002_rewrite.sql'), 'ALTER TABLE rewritten ADD COLUMN twice int GENERATED ALWAYS AS (id * 2) STORED;')
  expect(await migrate(database.pool, folder)).toEqual(['002_rewrite.sql'])
  const { pages, visible } = await visibility()
  expect(pages).toBeGreaterThan(100)
  expect(visible).toBe(pages)
})

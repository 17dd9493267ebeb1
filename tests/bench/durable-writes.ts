import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { DurableNodeFS, durableStartParams } from '../../server/db/durable-nodefs.mjs'

export interface DurableWritesResult {
  writes: number
  rounds: number
  /** Median over rounds of the mean time of one single-row commit. */
  durableMs: number
  /** The same with PGlite's own settings: fsync off, nothing asked of the disk. */
  unsyncedMs: number
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** One round: `writes` single-row commits, each acknowledged before the next, as members' writes arrive. */
async function round(db: PGlite, writes: number) {
  const started = performance.now()
  for (let i = 0; i < writes; i++) await db.query('INSERT INTO bench_writes (note) VALUES ($1)', [`write ${i}`])
  return (performance.now() - started) / writes
}

/**
 * What durability costs a write on the embedded database: the same commits on a data directory made durable
 * (server/db/durable-nodefs.mjs) and on one with PGlite's defaults, in alternating rounds so that the machine's
 * other work weighs on both alike.
 */
export async function measureDurableWrites(writes = 300, rounds = 5): Promise<DurableWritesResult> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'scholar-hub-bench-writes-'))
  const durable = await PGlite.create({ fs: new DurableNodeFS(path.join(dir, 'durable')), startParams: durableStartParams })
  const unsynced = await PGlite.create(path.join(dir, 'unsynced'))
  try {
    for (const db of [durable, unsynced]) await db.exec('CREATE TABLE bench_writes (id serial PRIMARY KEY, note text NOT NULL)')
    const times = { durable: [] as number[], unsynced: [] as number[] }
    for (let i = 0; i < rounds; i++) {
      times.durable.push(await round(durable, writes))
      times.unsynced.push(await round(unsynced, writes))
    }
    return { writes, rounds, durableMs: median(times.durable), unsyncedMs: median(times.unsynced) }
  } finally {
    await durable.close()
    await unsynced.close()
    await rm(dir, { recursive: true, force: true })
  }
}

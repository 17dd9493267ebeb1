import pg from 'pg'
import { onInterrupt } from './cleanup.ts'
import { withDeadline } from './deadline.ts'

export interface ThrowawayDatabase {
  url: string
  drop(): Promise<void>
}

async function admin(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 })
  await client.connect()
  try {
    await withDeadline(client.query(statement), 30_000, statement)
  } finally {
    await client.end()
  }
}

/** A new, empty database on the PostgreSQL server of `adminUrl`, for one bench run. */
export async function createThrowawayDatabase(adminUrl: string): Promise<ThrowawayDatabase> {
  const name = `scholar_hub_bench_${process.pid}_${Date.now()}`
  await admin(adminUrl, `CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  // FORCE: a server that failed to stop may still hold connections.
  const drop = () => admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  const forget = onInterrupt(drop)
  return {
    url: url.toString(),
    async drop() {
      await drop()
      forget()
    },
  }
}

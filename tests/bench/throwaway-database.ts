import pg from 'pg'
import { onInterrupt } from './cleanup.ts'
import { withDeadline } from './deadline.ts'

export interface ThrowawayDatabase {
  url: string
  drop(): Promise<void>
}

/** One statement on the PostgreSQL server of `adminUrl`, on a connection of its own; its rows. */
export async function admin(adminUrl: string, statement: string, deadlineMs = 30_000) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 })
  await client.connect()
  try {
    return (await withDeadline(client.query(statement), deadlineMs, statement)).rows as Record<string, unknown>[]
  } finally {
    await client.end()
  }
}

/**
 * A new database on the PostgreSQL server of `adminUrl`, for one bench run: empty, or a copy of the database named
 * `template` (which nobody may be connected to).
 */
export async function createThrowawayDatabase(adminUrl: string, template?: string): Promise<ThrowawayDatabase> {
  const name = `scholar_hub_bench_${process.pid}_${Date.now()}`
  // A copy of a large template takes as long as writing its files.
  await admin(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`, 600_000)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  // FORCE: a server that failed to stop may still hold connections.
  const drop = async () => void (await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
  const forget = onInterrupt(drop)
  return {
    url: url.toString(),
    async drop() {
      await drop()
      forget()
    },
  }
}

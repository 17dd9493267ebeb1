import pg from 'pg'

async function asAdmin(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** A new, empty database of the caller's own on the PostgreSQL server of `adminUrl`; never the shared test database. */
export async function scratchDatabase(adminUrl: string, name: string) {
  await asAdmin(adminUrl, `CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    // FORCE: a pool the test did not close still holds connections.
    drop: () => asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  }
}

import type { TestProject } from 'vitest/node'
import { startTestDatabase } from './test-database.ts'

/** The 'api' project runs on PGlite; 'api-postgres' on the server named by TEST_DATABASE_URL. */
export default async function setup(project: TestProject) {
  const onPostgres = project.name === 'api-postgres'
  const database = await startTestDatabase(onPostgres ? process.env.TEST_DATABASE_URL : undefined)
  project.provide('databaseUrl', database.databaseUrl)
  project.provide('filesDir', database.filesDir)
  project.provide('postgresUrl', onPostgres ? process.env.TEST_DATABASE_URL : undefined)
  return () => database.stop()
}

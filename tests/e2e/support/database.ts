import { readFileSync } from 'node:fs'
import { openDatabase } from '../../../server/db/connection.ts'
import { e2eDatabaseUrlFile } from './servers.ts'

/**
 * The main e2e server's database, for what a spec must set up that no screen of this build does. Close it at the
 * end of the test.
 */
export const e2eDatabase = () => openDatabase({ databaseUrl: readFileSync(e2eDatabaseUrlFile(Number(process.env.E2E_PORT)), 'utf8'), poolSize: 1 })

import { readFileSync } from 'node:fs'
import { openDatabase } from '../../../server/db/connection.ts'
import { e2eDatabaseUrlFile } from './servers.ts'

/**
 * An e2e server's database (the main one's unless `port` names another), for what a spec must set up that no screen
 * of this build does. Close it at the end of the test.
 */
export const e2eDatabase = (port = Number(process.env.E2E_PORT)) => openDatabase({ databaseUrl: readFileSync(e2eDatabaseUrlFile(port), 'utf8'), poolSize: 1 })

import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensureBuild } from '../../../scripts/ensure-build.ts'

// The production build on the real server, with a fresh data directory so every run starts from the seed.
ensureBuild()
process.env.NODE_ENV = 'production'
process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'scholar-hub-e2e-'))
process.env.PORT = process.env.E2E_PORT
process.env.HOST = '127.0.0.1'
process.env.LOG_LEVEL ??= 'warn'
process.env.RATE_LIMIT_PER_MINUTE ??= '100000'
delete process.env.DATABASE_URL
await import('../../../server/main.ts')

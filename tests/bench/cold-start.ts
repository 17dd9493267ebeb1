import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { onInterrupt } from './cleanup.ts'
import { waitForOk } from './deadline.ts'
import { stopGroup } from './process-group.ts'
import { freePort } from '../setup/free-port.ts'
import { repoRoot } from './server-process.ts'

export interface ColdStartRun {
  /** From spawning `npm start` until `/api/health` answered 200. */
  healthMs: number
  /** From spawning until the server logged that it is ready (listening). */
  readyLogMs: number | undefined
}

export interface ColdStartResult {
  runs: ColdStartRun[]
  medianMs: number
  /** Starts thrown away because `npm start` rebuilt the web app (someone changed a source meanwhile). */
  discarded: number
}

async function startOnce(dataDir: string, command: string[]): Promise<ColdStartRun & { rebuilt: boolean }> {
  const port = await freePort()
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' }
  // What `npm start` does on its own is what is measured: the embedded database, its production default.
  delete env.DATABASE_URL
  delete env.NODE_ENV
  const started = performance.now()
  const child = spawn(command[0]!, command.slice(1), { cwd: repoRoot, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  const forget = onInterrupt(() => stopGroup(child))
  let output = ''
  let readyAt: number | undefined
  child.stdout.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000)
    if (readyAt === undefined && output.includes('is ready on')) readyAt = performance.now()
  })
  child.stderr.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000)
  })
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${command.join(' ')} exited (code ${code}) before it was healthy:\n${output}`))),
  )
  try {
    const healthyAt = await Promise.race([waitForOk(`http://127.0.0.1:${port}/api/health`, 60_000, 20), exited])
    return {
      healthMs: healthyAt - started,
      readyLogMs: readyAt === undefined ? undefined : readyAt - started,
      rebuilt: output.includes('Building the web app'),
    }
  } finally {
    exited.catch(() => {})
    await stopGroup(child)
    forget()
  }
}

/**
 * `npm start` (or another start `command`, to compare) on a data directory that already holds a migrated,
 * seeded database, with the web build in place: what a restart costs. If the directory is new, one untimed
 * start creates and seeds it first.
 */
export async function measureColdStart(dataDir: string, runs = 3, command = ['npm', 'start']): Promise<ColdStartResult> {
  if (!existsSync(path.join(dataDir, 'db'))) await startOnce(dataDir, command)
  const kept: ColdStartRun[] = []
  let discarded = 0
  while (kept.length < runs && discarded < runs) {
    const { rebuilt, ...run } = await startOnce(dataDir, command)
    if (rebuilt) discarded++
    else kept.push(run)
  }
  if (kept.length === 0) throw new Error('every start rebuilt the web app; sources keep changing under the bench')
  const sorted = kept.map((r) => r.healthMs).sort((a, b) => a - b)
  return { runs: kept, medianMs: sorted[Math.floor(sorted.length / 2)]!, discarded }
}

import { fork, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../setup/free-port.ts'
import { onInterrupt } from './cleanup.ts'
import { waitForOk, withDeadline } from './deadline.ts'
import type { CapturedStatements, ChildMessage, LoopReport, ParentMessage } from './server-protocol.ts'

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url))
const benchServer = fileURLToPath(new URL('./bench-server.ts', import.meta.url))
const baselineServer = fileURLToPath(new URL('./baseline-server.ts', import.meta.url))
const bareHttpServer = fileURLToPath(new URL('./bare-http-server.ts', import.meta.url))

export interface BenchServer {
  url: string
  /** The server process's id: its memory is read from /proc while work runs in it. */
  pid: number
  /** Starts a new measuring window for the server's event-loop delay and CPU use. */
  resetLoop(): Promise<void>
  loopReport(): Promise<LoopReport>
  /** What each request sent the database while the server recorded (BENCH_CAPTURE_STATEMENTS); ends the recording. */
  statements(): Promise<CapturedStatements>
  stop(): Promise<void>
}

/** Waits for `child` to exit; SIGTERM first (the server closes its database cleanly), SIGKILL if it hangs. */
export async function stopChild(child: ChildProcess, graceMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, 'exit')
  child.kill('SIGTERM')
  try {
    await withDeadline(exited, graceMs, 'server shutdown')
  } catch {
    child.kill('SIGKILL')
    await withDeadline(exited, 5000, 'killed server exit').catch(() => {})
  }
}

// `undefined` means "not set" here; a child process would otherwise see the string "undefined".
const withoutUnset = (env: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined))

/**
 * Starts tests/bench/bench-server.ts (the real server plus a loop monitor) in a child process on a free
 * loopback port (or `port`, for a peer that must know the address first) and resolves once `/api/health` answers 200. `env` is merged over the bench defaults.
 */
export function startBenchServer(env: Record<string, string | undefined>, readyTimeoutMs = 120_000, port?: number): Promise<BenchServer> {
  return startProcess(benchServer, env, readyTimeoutMs, port, profileArgs())
}

/** The real server of another checkout at `root` (its own bench-server.ts, code and migrations), started as above. */
export function startServerOf(root: string, env: Record<string, string | undefined>): Promise<BenchServer> {
  return startProcess(path.join(root, 'tests/bench/bench-server.ts'), env, 120_000, undefined, profileArgs(), root)
}

/**
 * BENCH_CPU_PROF=<dir>: each real server writes a V8 CPU profile there when it stops (open it in Chrome's
 * DevTools). Node refuses `--cpu-prof` in NODE_OPTIONS, so it is given to the server's process itself.
 */
const profileArgs = () => {
  const dir = process.env.BENCH_CPU_PROF
  return dir ? ['--cpu-prof', '--cpu-prof-dir', dir] : []
}

/** The baseline server (baseline-server.ts) sending the statements in `statementsFile`, measured as the real one is. */
export function startBaselineServer(statementsFile: string): Promise<BenchServer> {
  return startProcess(baselineServer, { BASELINE_STATEMENTS: statementsFile })
}

/** Node's bare HTTP server (bare-http-server.ts), measured as the real one is. */
export function startBareHttpServer(): Promise<BenchServer> {
  return startProcess(bareHttpServer, {})
}

async function startProcess(
  entry: string,
  env: Record<string, string | undefined>,
  readyTimeoutMs = 120_000,
  port?: number,
  nodeArgs: string[] = [],
  cwd = repoRoot,
): Promise<BenchServer> {
  port ??= await freePort()
  const child = fork(entry, [], {
    cwd,
    execArgv: [...nodeArgs, '--import', 'tsx'],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: withoutUnset({
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      // Info level logs two lines per request, which would make the load figures measure the logger.
      LOG_LEVEL: 'warn',
      // The per-address limit would turn a load run into a run of 429s.
      RATE_LIMIT_PER_MINUTE: '1000000000',
      // A database no server has run on has no backup yet, so the schedule's first backup would start with the server
      // and read the whole database beside the figures being measured: a pg_dump of 3 GB at a million vacancies, and on
      // the embedded database a copy that holds it for as long (at 10,000,000 views, past the pool's 5 s to connect).
      BACKUP_EVERY_HOURS: '0',
      ...env,
    }),
  })
  const forget = onInterrupt(() => stopChild(child))
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000)
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)

  let nextId = 0
  const ask = async (type: ParentMessage['type']) => {
    const id = ++nextId
    const answer = new Promise<ChildMessage>((resolve) => {
      const onMessage = (msg: ChildMessage) => {
        if (msg.id !== id) return
        child.off('message', onMessage)
        resolve(msg)
      }
      child.on('message', onMessage)
    })
    child.send({ type, id } satisfies ParentMessage)
    return withDeadline(answer, 5000, `bench server's ${type} answer`)
  }

  const url = `http://127.0.0.1:${port}`
  const exitedEarly = once(child, 'exit').then(([code]) => {
    throw new Error(`the bench server exited (code ${code}) before it was ready:\n${output}`)
  })
  try {
    await Promise.race([waitForOk(`${url}/api/health`, readyTimeoutMs), exitedEarly])
  } catch (err) {
    await stopChild(child)
    forget()
    throw err
  } finally {
    exitedEarly.catch(() => {})
  }

  return {
    url,
    pid: child.pid!,
    async resetLoop() {
      await ask('reset')
    },
    async loopReport() {
      const msg = await ask('report')
      if (msg.type !== 'report') throw new Error('unexpected answer from the bench server')
      return msg.report
    },
    async statements() {
      const msg = await ask('statements')
      if (msg.type !== 'statements') throw new Error('unexpected answer from the bench server')
      return msg.captured
    },
    async stop() {
      await stopChild(child)
      forget()
    },
  }
}

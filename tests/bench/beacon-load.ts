import { fork } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { setTimeout as sleep } from 'node:timers/promises'
import { onInterrupt } from './cleanup.ts'
import { withDeadline } from './deadline.ts'
import type { PostgresProcesses } from './postgres-processes.ts'
import { cpuBetween, readCpu } from './process-cpu.ts'
import { repoRoot, stopChild, type BenchServer } from './server-process.ts'

const sender = fileURLToPath(new URL('./beacon-sender.ts', import.meta.url))

export interface BeaconRun {
  port: number
  rate: number
  seconds: number
  connections: number
  /** Addresses the beacons come from (X-Forwarded-For through a trusted loopback proxy), so that none passes its own limit. */
  addresses: number
  /** The beacons come from a crawler's User-Agent: the view counter reads them and counts none. */
  crawler: boolean
}

export interface BeaconSent {
  seconds: number
  sent: number
  /** Answered 204. */
  answered: number
  /** Answered anything else. */
  failed: number
  /** Still unanswered a moment after the window closed. */
  cut: number
  perSecond: number
  p50Ms: number
  p99Ms: number
}

/** Beacons at a fixed rate from beacon-sender.ts, in a process of its own. */
export async function sendBeacons(run: BeaconRun): Promise<BeaconSent> {
  const child = fork(sender, [], { cwd: repoRoot, execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const forget = onInterrupt(() => stopChild(child))
  try {
    const result = once(child, 'message').then(([msg]) => msg as BeaconSent)
    const exited = once(child, 'exit').then(([code]) => {
      throw new Error(`the beacon sender exited (code ${code}) before it answered`)
    })
    child.send(run)
    return await withDeadline(Promise.race([result, exited]), (run.seconds + 60) * 1000, 'the beacon sender')
  } finally {
    await stopChild(child)
    forget()
  }
}

export interface BeaconWindow {
  beacons: BeaconSent
  /** CPU time the server's process used in the window, in ms: all its threads (the view counter's, the embedded database's). */
  serverCpuMs: number
  /** What the server used in a second alone just before the window, in ms (the bench's own loop monitor): in the window too. */
  idleCpuMs: number
  /** The same for PostgreSQL's processes (postgres-processes.ts): none on the embedded database, nor on another machine. */
  postgres?: { backendsCpuMs: number; backgroundCpuMs: number }
}

/**
 * A second in which the server used less than this is a quiet one: its writer, which writes every second, has nothing
 * left. Idle, a server still takes 10 to 40 ms a second, the bench's loop monitor (its 1 ms timer) most of it.
 */
const QUIET_MS = 50
const QUIET_WAIT_S = 60

/** Waits, a second at a time, until the process `pid` has a quiet second; what it used in its last second, in ms. */
async function quiet(pid: number) {
  const used = async () => (await readCpu([pid])).get(pid) ?? 0
  let last = await used()
  let second = 0
  for (;;) {
    await sleep(1000)
    const now = await used()
    if (now - last < QUIET_MS || ++second >= QUIET_WAIT_S) return now - last
    last = now
  }
}

/**
 * `run`'s beacons at `server`, and the CPU time the server (and PostgreSQL's `postgres`) took for them. A second of a
 * crawler's beacons goes first, which the view counter reads and drops: they start its thread and warm the code, so
 * that the window's CPU is a running site's, and every view stored comes from the window. The window ends once the
 * server is quiet again, so that the views written after the last beacon are in it too.
 */
export async function beaconWindow(server: BenchServer, run: Omit<BeaconRun, 'port' | 'crawler'>, postgres?: PostgresProcesses): Promise<BeaconWindow> {
  const port = Number(new URL(server.url).port)
  await sendBeacons({ ...run, port, seconds: 1, crawler: true })
  const idleCpuMs = await quiet(server.pid)
  const read = async () => {
    const pids = await postgres?.list()
    return { server: await readCpu([server.pid]), backends: await readCpu(pids?.backends ?? []), background: await readCpu(pids?.background ?? []) }
  }
  const before = await read()
  const beacons = await sendBeacons({ ...run, port, crawler: false })
  await quiet(server.pid)
  const after = await read()
  return {
    beacons,
    idleCpuMs,
    serverCpuMs: cpuBetween(before.server, after.server),
    ...(postgres && { postgres: { backendsCpuMs: cpuBetween(before.backends, after.backends), backgroundCpuMs: cpuBetween(before.background, after.background) } }),
  }
}

import { fork } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import type autocannon from 'autocannon'
import { onInterrupt } from './cleanup.ts'
import { measureLoad, type Figure } from './api-load.ts'
import { withDeadline } from './deadline.ts'
import { repoRoot, stopChild, type BenchServer } from './server-process.ts'

const sender = fileURLToPath(new URL('./beacon-sender.ts', import.meta.url))

export interface BeaconRun {
  port: number
  rate: number
  seconds: number
  connections: number
  /** Addresses the beacons come from (X-Forwarded-For through a trusted loopback proxy), so that none passes its own limit. */
  addresses: number
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

/** Ping's p99 alone, then beside the beacons, in `rounds` pairs of windows taken in turn; each side's median window. */
export interface PingBesideBeacons {
  rounds: number
  alone: Figure
  beside: Figure
  /** The round whose beacons were answered at the median rate. */
  beacons: BeaconSent
  /** Beacons answered 204 in every round: each is a view the server must store. */
  answeredInAll: number
  /** Beacons answered anything but 204 in every round. */
  failedInAll: number
}

const median = <T>(items: T[], key: (item: T) => number) => [...items].sort((a, b) => key(a) - key(b))[Math.floor(items.length / 2)]!

/**
 * `ping` on `server` at `pingRate` from `pingConnections`, alone and beside the beacons, `rounds` times each in turn:
 * one window's p99 on this shared machine moves by a few milliseconds between runs, the middle of three much less.
 * The beacons start a second before the ping's warm-up and run past its window.
 */
export async function pingBesideBeacons(
  server: BenchServer,
  { ping, pingRate, pingConnections, durationS, rounds, beacons }: { ping: autocannon.Request[]; pingRate: number; pingConnections: number; durationS: number; rounds: number; beacons: Omit<BeaconRun, 'port' | 'seconds'> },
): Promise<PingBesideBeacons> {
  const port = Number(new URL(server.url).port)
  const alone: Figure[] = []
  const beside: { figure: Figure; beacons: BeaconSent }[] = []
  for (let round = 0; round < rounds; round++) {
    alone.push(await measureLoad(server, ping, durationS, pingConnections, pingRate))
    const sending = sendBeacons({ ...beacons, port, seconds: durationS + 5 })
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const figure = await measureLoad(server, ping, durationS, pingConnections, pingRate)
    beside.push({ figure, beacons: await sending })
  }
  const middle = median(beside, (b) => b.figure.p99Ms)
  return { rounds, alone: median(alone, (f) => f.p99Ms), beside: middle.figure, beacons: median(beside, (b) => b.beacons.perSecond).beacons, answeredInAll: beside.reduce((sum, b) => sum + b.beacons.answered, 0), failedInAll: beside.reduce((sum, b) => sum + b.beacons.failed, 0) }
}

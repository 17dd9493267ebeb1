// The event-loop monitor of a process the bench loads (the real server, or the baseline beside it): it runs
// in that process so that the loop delay measured is the server's, not the load generator's; the parent asks
// for the figures over the IPC channel.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import type { ChildMessage, LoopReport, ParentMessage } from './server-protocol.ts'

// A 1 ms timer keeps the figure close to the real delay: each sample Node records is the whole interval
// between two firings, sampling period included (an idle loop reads ~resolution), so the period is taken
// off below. Under load the timer fires once per loop turn anyway, so the finer period costs nothing.
const resolutionMs = 1
const delay = monitorEventLoopDelay({ resolution: resolutionMs })
delay.enable()
let since = { elu: performance.eventLoopUtilization(), cpu: process.cpuUsage(), at: performance.now() }

const ms = (ns: number) => Math.max(0, ns / 1e6 - resolutionMs)

function report(): LoopReport {
  const elapsedMs = performance.now() - since.at
  const cpu = process.cpuUsage(since.cpu)
  return {
    p50Ms: ms(delay.percentile(50)),
    p99Ms: ms(delay.percentile(99)),
    maxMs: ms(delay.max),
    samples: delay.count,
    // Main-thread busy share: 1 means the loop never waited for I/O, i.e. the server ran out of CPU.
    utilization: performance.eventLoopUtilization(since.elu).utilization,
    // Whole process, PGlite's worker thread included; 100 = one core fully used.
    cpuPercent: ((cpu.user + cpu.system) / 1000 / elapsedMs) * 100,
    elapsedMs,
    rssMb: process.memoryUsage().rss / 1e6,
    heapUsedMb: process.memoryUsage().heapUsed / 1e6,
  }
}

const answer = (msg: ChildMessage) => process.send?.(msg)

process.on('message', (msg: ParentMessage) => {
  if (msg.type === 'reset') {
    delay.reset()
    since = { elu: performance.eventLoopUtilization(), cpu: process.cpuUsage(), at: performance.now() }
    answer({ type: 'reset', id: msg.id })
  } else if (msg.type === 'report') {
    answer({ type: 'report', id: msg.id, report: report() })
  }
})

// If the bench dies without stopping us, shut down gracefully rather than linger holding the data dir.
process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'))


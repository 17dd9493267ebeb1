import type { ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'

/** Live (not zombie) members of a process group, from /proc: orphaned zombies may never be reaped here. */
function liveMembers(pgid: number) {
  let count = 0
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      // The command name may hold spaces and parentheses; the fields after its last ')' are fixed.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (Number(pgrp) === pgid && state !== 'Z') count++
    } catch {
      // The process ended while we looked.
    }
  }
  return count
}

/**
 * Stops a child spawned with `detached: true` and everything it started (npm → sh → tsx → node): SIGTERM
 * to the whole group, SIGKILL after `graceMs`, and resolves only once none of it is left running.
 */
export async function stopGroup(child: ChildProcess, graceMs = 15_000) {
  const pgid = child.pid
  if (pgid === undefined) return
  const signal = (s: NodeJS.Signals) => {
    try {
      process.kill(-pgid, s)
    } catch {
      // Already gone.
    }
  }
  signal('SIGTERM')
  for (const [waitMs, then] of [
    [graceMs, 'SIGKILL'],
    [5000, undefined],
  ] as const) {
    const until = performance.now() + waitMs
    while (liveMembers(pgid) > 0 && performance.now() < until) await sleep(50)
    if (liveMembers(pgid) === 0) return
    if (then) signal(then)
  }
  throw new Error(`process group ${pgid} did not exit`)
}

import { readFile } from 'node:fs/promises'

/** Linux gives a process's times in ticks of USER_HZ, which it fixes at 100 a second for every program. */
const MS_PER_TICK = 10

/** CPU time (user + system, every thread) each process had used when read, in ms; a process gone by then is absent. */
export type CpuReading = Map<number, number>

/** The fields of /proc/<pid>/stat after the command name, or undefined once the process has exited. */
async function statOf(pid: number) {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined)
  // The command name may hold spaces and parentheses; the fields after its last ')' are fixed.
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')
}

export async function readCpu(pids: Iterable<number>): Promise<CpuReading> {
  const reading: CpuReading = new Map()
  for (const pid of pids) {
    const fields = await statOf(pid)
    // utime and stime, fields 14 and 15 of the line: the 12th and 13th after the name.
    if (fields) reading.set(pid, (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK)
  }
  return reading
}

/**
 * CPU time used between two readings, in ms. A process read only after started in between and counts from nothing;
 * one read only before had exited, and what it used in between is not known (an idle connection its pool closed).
 */
export function cpuBetween(before: CpuReading, after: CpuReading) {
  let ms = 0
  for (const [pid, used] of after) ms += used - (before.get(pid) ?? 0)
  return ms
}

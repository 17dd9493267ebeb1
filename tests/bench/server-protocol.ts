/** Messages between the bench (parent) and bench-server.ts (child) over Node's IPC channel. */
export type ParentMessage = { type: 'reset'; id: number } | { type: 'report'; id: number }

export type ChildMessage = { type: 'reset'; id: number } | { type: 'report'; id: number; report: LoopReport }

export interface LoopReport {
  p50Ms: number
  p99Ms: number
  maxMs: number
  samples: number
  utilization: number
  cpuPercent: number
  elapsedMs: number
  /** The server process's memory when the report was taken, in MB. */
  rssMb: number
  heapUsedMb: number
}

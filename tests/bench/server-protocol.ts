/** Messages between the bench (parent) and bench-server.ts (child) over Node's IPC channel. */
export type ParentMessage = { type: 'reset'; id: number } | { type: 'report'; id: number } | { type: 'statements'; id: number }

export type ChildMessage =
  | { type: 'reset'; id: number }
  | { type: 'report'; id: number; report: LoopReport }
  | { type: 'statements'; id: number; captured: CapturedStatements }

/** One statement as the server's `pg` client was asked to send it. */
export interface CapturedStatement {
  text: string
  values: unknown[]
}

/**
 * What the server sent the database for each request it answered while recording (statement-capture.ts), keyed by
 * `requestKey`, and where that database is: the embedded one listens on a loopback port of the server's own.
 */
export interface CapturedStatements {
  /** `options` as the server sent them at connecting (jit=off on PostgreSQL, server/db/connection.ts). */
  connection: { host: string; port: number; user: string; password: string | null; database: string; options?: string | undefined }
  requests: Record<string, CapturedStatement[]>
}

/** A request's method and address, and whether it carried a session: the same address may answer each differently. */
export const requestKey = (method: string, url: string, signedIn: boolean) => `${method} ${url}${signedIn ? ' (signed in)' : ''}`

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

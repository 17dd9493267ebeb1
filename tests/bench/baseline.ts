import { writeFile } from 'node:fs/promises'
import type autocannon from 'autocannon'
import { startBaselineServer, type BenchServer } from './server-process.ts'

const distinct = (requests: autocannon.Request[]) => [...new Map(requests.map((r) => [`${r.path} ${JSON.stringify(r.headers ?? {})}`, r])).values()]

/**
 * Sends each distinct request of `loads` to `server` (started with BENCH_CAPTURE_STATEMENTS=true) twice, one at a
 * time, and saves to `file` the statements the second answer sent: the first may also fill a cache. Ends the
 * server's recording, so it is called once per server, before its own load.
 */
export async function recordStatements(server: BenchServer, loads: autocannon.Request[][], file: string) {
  for (const request of distinct(loads.flat())) {
    for (let i = 0; i < 2; i++) {
      const res = await fetch(server.url + request.path, { headers: request.headers as Record<string, string>, signal: AbortSignal.timeout(10_000) })
      if (res.status !== 200) throw new Error(`GET ${request.path} answered ${res.status}: ${await res.text()}`)
    }
  }
  const captured = await server.statements()
  const counts = Object.values(captured.requests).map((statements) => statements.length)
  console.log(`  recorded ${counts.length} requests: ${counts.reduce((a, b) => a + b, 0)} statements, ${counts.filter((n) => n === 0).length} without any`)
  await writeFile(file, JSON.stringify(captured))
}

/**
 * `work` on the baseline server sending the statements recorded in `file`, once every one of `requests` answers 200
 * there as it did on the real server. The real server stays up meanwhile: on the embedded database it holds the
 * database the baseline reads.
 */
export async function onBaseline<T>(file: string, requests: autocannon.Request[], work: (baseline: BenchServer) => Promise<T>): Promise<T> {
  const baselineServer = await startBaselineServer(file)
  try {
    for (const request of distinct(requests)) {
      const res = await fetch(baselineServer.url + request.path, { headers: request.headers as Record<string, string>, signal: AbortSignal.timeout(10_000) })
      if (res.status !== 200) throw new Error(`the baseline answered GET ${request.path} with ${res.status}: ${await res.text()}`)
    }
    return await work(baselineServer)
  } finally {
    await baselineServer.stop()
  }
}

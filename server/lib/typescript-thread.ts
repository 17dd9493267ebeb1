import { Worker } from 'node:worker_threads'

const bootstrap = new URL('./typescript-thread.mjs', import.meta.url)

/** A worker thread running the TypeScript module `entry`, which reads `data` from `workerData`. */
export function startTypeScriptThread(entry: URL, data: Record<string, unknown> = {}) {
  return new Worker(bootstrap, { workerData: { ...data, entry: entry.href } })
}

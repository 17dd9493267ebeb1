// Runs a worker thread's TypeScript entry, `workerData.entry`. Node 20 cannot start a TypeScript worker by itself, so
// this plain JavaScript file registers tsx first.
import { workerData } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

register()
await import(workerData.entry)

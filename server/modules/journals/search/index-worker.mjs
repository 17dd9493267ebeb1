// Starts the thread that builds journal search indexes. Node 20 cannot start a TypeScript worker by
// itself, so this plain JavaScript file registers tsx first.
import { register } from 'tsx/esm/api'

register()
await import('./index-worker.ts')

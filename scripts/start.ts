import { ensureBuild } from './ensure-build.ts'

process.env.NODE_ENV ??= 'production'
ensureBuild()
await import('../server/main.ts')

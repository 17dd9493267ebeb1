import { ensureBuild } from './ensure-build.ts'

ensureBuild()
await import('../server/main.ts')

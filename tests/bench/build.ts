import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { onInterrupt } from './cleanup.ts'
import { withDeadline } from './deadline.ts'
import { stopGroup } from './process-group.ts'
import { repoRoot } from './server-process.ts'

// ensureBuild() waits on `npm run build` synchronously; in a child of its own it can be given a deadline.
const script = "const { ensureBuild } = await import('./scripts/ensure-build.ts'); ensureBuild()"

/** Builds the web app when it is missing or older than its sources, as `npm start` would. */
export async function ensureWebBuild(timeoutMs = 300_000) {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const forget = onInterrupt(() => stopGroup(child))
  try {
    const [code] = await withDeadline(once(child, 'exit'), timeoutMs, 'the web app build')
    if (code !== 0) throw new Error(`the web app build failed (exit code ${code})`)
  } finally {
    await stopGroup(child)
    forget()
  }
}

import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { onInterrupt } from './cleanup.ts'
import { withDeadline } from './deadline.ts'
import { stopGroup } from './process-group.ts'
import { repoRoot } from './server-process.ts'

// ensureBuild() waits on `npm run build` synchronously; in a child of its own it can be given a deadline.
const ensureBuild = "const { ensureBuild } = await import('./scripts/ensure-build.ts'); ensureBuild()"

async function runBounded(command: string, args: string[], timeoutMs: number, what: string) {
  const child = spawn(command, args, { cwd: repoRoot, detached: true, stdio: ['ignore', 'inherit', 'inherit'] })
  const forget = onInterrupt(() => stopGroup(child))
  try {
    const [code] = await withDeadline(once(child, 'exit'), timeoutMs, what)
    if (code !== 0) throw new Error(`${what} failed (exit code ${code})`)
  } finally {
    await stopGroup(child)
    forget()
  }
}

/**
 * Scripts the server would send raw because scripts/compress-dist.ts did not write their .br/.gz: a bare
 * `vite build`, or a build that another one interrupted. ensure-build.ts only looks at dist/index.html.
 */
function uncompressedScripts() {
  const assets = path.join(repoRoot, 'dist/assets')
  if (!existsSync(assets)) return []
  return readdirSync(assets).filter(
    (name) =>
      name.endsWith('.js') &&
      statSync(path.join(assets, name)).size >= 1024 &&
      !(existsSync(path.join(assets, `${name}.br`)) && existsSync(path.join(assets, `${name}.gz`))),
  )
}

/** Builds the web app when it is missing or older than its sources, as `npm start` would, and fully. */
export async function ensureWebBuild(timeoutMs = 300_000) {
  await runBounded(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', ensureBuild], timeoutMs, 'the web app build')
  const raw = uncompressedScripts()
  if (raw.length) {
    console.log(`  dist/ has no precompressed copies of ${raw.length} scripts; rebuilding with npm run build`)
    await runBounded('npm', ['run', 'build'], timeoutMs, 'npm run build')
    if (uncompressedScripts().length) throw new Error('dist/ still lacks precompressed scripts after npm run build')
  }
}

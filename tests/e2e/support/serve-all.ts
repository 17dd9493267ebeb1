import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { ensureBuild } from '../../../scripts/ensure-build.ts'

/**
 * Both e2e servers at once (serve.ts, and serve-smtp.ts, whose mail goes over SMTP): each makes and seeds a database
 * of its own, which on two cores takes little longer for the two together than for one. The build comes first, once:
 * two servers building dist/ at the same time would corrupt it. The SMTP server listens only once the main one does
 * (serve-smtp.ts), so Playwright, waiting for it, waits for both.
 */
ensureBuild()
for (const script of ['serve.ts', 'serve-smtp.ts']) {
  const server = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL(script, import.meta.url))], { stdio: 'inherit' })
  // Either one stopping stops the run: Playwright reports the command's exit instead of waiting out its timeout.
  server.on('exit', (code, signal) => {
    console.error(`${script} stopped (${signal ?? `exit code ${code}`})`)
    process.exit(code || 1)
  })
}

import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const inputs = ['src', 'sw', 'contract', 'public', 'index.html', 'vite.config.ts', 'manifest.webmanifest', 'package-lock.json']
// Written by the build's last step, so an interrupted or partial build never counts as fresh.
const stamp = path.resolve('dist/.build-complete')

function newest(p: string): number {
  if (!existsSync(p)) return 0
  const s = statSync(p)
  if (!s.isDirectory()) return s.mtimeMs
  return Math.max(0, ...readdirSync(p).map((name) => newest(path.join(p, name))))
}

/** Builds the web app when there is no build or a source is newer than it. */
export function ensureBuild() {
  if (existsSync(stamp) && statSync(stamp).mtimeMs >= Math.max(...inputs.map(newest))) return false
  console.log('Building the web app…')
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) throw new Error('The web app build failed')
  return true
}

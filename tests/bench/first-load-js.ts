import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { breakdown, readBuild, type Build, type BreakdownRow } from './module-graph.ts'
import { repoRoot } from './server-process.ts'

export interface ScriptSize {
  file: string
  /** gzip level 9 of the file: the unit of the budget, independent of what the server chose to send. */
  gzipBytes: number
  /** The precompressed brotli copy the server sends a browser that accepts it (the file itself without one). */
  sentBytes: number
}

export interface FirstLoadJsResult {
  scripts: ScriptSize[]
  gzipBytes: number
  sentBytes: number
}

export interface FirstScreenResult extends FirstLoadJsResult {
  packages: BreakdownRow[]
  folders: BreakdownRow[]
  /**
   * The other screens' route definitions (their paths, guards, search schemas and preload lists: the full route
   * tree's chunk with what it imports), which the first screen leaves out and every other screen loads first.
   */
  routeTreeGzipBytes: number
}

const dist = path.join(repoRoot, 'dist')

/** The production build in dist/ and its route tree. */
export const openBuild = () => readBuild(dist, path.join(repoRoot, 'src/routeTree.gen.ts'))

function sized(build: Build, files: string[]): FirstLoadJsResult {
  const { scripts } = build.measure(files)
  const withSent = scripts.map((s) => {
    const br = path.join(dist, `${s.file}.br`)
    return { ...s, sentBytes: statSync(existsSync(br) ? br : path.join(dist, s.file)).size }
  })
  return {
    scripts: withSent,
    gzipBytes: withSent.reduce((sum, s) => sum + s.gzipBytes, 0),
    sentBytes: withSent.reduce((sum, s) => sum + s.sentBytes, 0),
  }
}

/** What a phone's first visit to `/` loads before the screen renders, and what is in it. */
export function measureFirstScreen(build = openBuild()): FirstScreenResult {
  const files = build.scriptsOf('/')
  return { ...sized(build, files), ...breakdown(build, files), routeTreeGzipBytes: build.measure(build.routeTree()).gzipBytes }
}

/** What a first visit to `fullPath` loads beyond the shell (see `Build.shell`): the screen's own JS. */
export function measureScreenOwnJs(fullPath: string, build = openBuild()): FirstLoadJsResult {
  const shell = new Set(build.shell())
  return sized(
    build,
    build.scriptsOf(fullPath).filter((file) => !shell.has(file)),
  )
}

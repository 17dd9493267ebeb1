import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

// What a screen loads, read from the build: dist/.vite/module-graph.json (written by vite.config.ts) and the route
// tree. A phone's first visit to a screen fetches the entry script with everything it imports, the chunk that holds
// the definitions of the routes the address matches (the entry for the home's, the full route tree's for the rest,
// src/route-tree.ts), and the split chunks (component and loader) of those routes, each with everything it imports,
// before the screen renders (main.tsx awaits router.load()). Lazy imports made after that (below-the-fold pieces,
// what only members or staff use, the offline cache) are not part of it.

interface GraphModule {
  id: string
  /** gzip -9 of the module's code alone; only its share of its chunk's gzip size is meaningful. */
  gzipBytes: number
}

interface GraphChunk {
  file: string
  isEntry: boolean
  /** The module the chunk stands for; a route's split chunk is `src/routes/<file>?tsr-split=<parts>`. */
  facade: string | null
  imports: string[]
  dynamicImports: string[]
  modules: GraphModule[]
}

export interface ScriptSize {
  file: string
  /** gzip level 9 of the file: the unit of the budgets. */
  gzipBytes: number
}

export interface ScreenJs {
  scripts: ScriptSize[]
  gzipBytes: number
}

export interface Build {
  /** The scripts a phone's first visit to `fullPath` loads before the screen renders. */
  scriptsOf(fullPath: string): string[]
  /**
   * What every screen has before its own JS: the first screen's scripts, the frame's lazy parts (the header's
   * signed-in controls and phone menu, the toasts, the upsell, the not-found screen), which the layout loads on any
   * screen whether or not the screen needs anything of its own, and the full route tree, which every screen but the
   * home loads before it renders, and the home once it is idle.
   */
  shell(): string[]
  /** The full route tree's scripts beyond the first screen's: every route's definition, which the home leaves out. */
  routeTree(): string[]
  /**
   * Every screen's full path, as the route tree lists them; a route whose loader loads one of several section
   * declarations by its address (the admin area's generic section routes) is one screen for each, named
   * `<path> (<declaration file>)`, since a visit loads the one its address names before the screen renders.
   */
  screens: string[]
  measure(files: string[]): ScreenJs
  /** The gzip -9 bytes of `files` shared out to the modules in them, in proportion to each module's own gzip size. */
  modulesOf(files: string[]): { id: string; gzipBytes: number }[]
}

// A section declaration of the admin kit (`src/features/<area>/admin/<id>-section.ts`).
const SECTION_DECLARATION = /^src\/features\/[^/]+\/admin\/[^/]+-section\.tsx?$/

// The route parts a visit runs; an error or not-found component alone loads only when one shows.
const runsOnVisit = (facade: string) => /[?&]tsr-split=(.*)$/.exec(facade)?.[1]?.split('---').some((part) => part === 'component' || part === 'loader') ?? false

/** Each screen's full path and the route files it matches, outermost first, from the router's generated tree. */
export function routeChains(routeTree: string): Map<string, string[]> {
  const fileOf = new Map([...routeTree.matchAll(/import \{ Route as (\w+) \} from '\.\/routes\/([^']+)'/g)].map(([, name, file]) => [name!, file!]))
  const parentOf = new Map<string, string>()
  const importOf = new Map<string, string>()
  for (const [, route, imported, parent] of routeTree.matchAll(/const (\w+) =\s*(\w+)\.update\(\{[^}]*?getParentRoute: \(\) => (\w+),/g)) {
    importOf.set(route!, imported!)
    parentOf.set(route!, parent!)
  }
  const byFullPath = /interface FileRoutesByFullPath \{([^}]*)\}/.exec(routeTree)?.[1] ?? ''
  const chains = new Map<string, string[]>()
  for (const [, fullPath, route] of byFullPath.matchAll(/'([^']+)': typeof (\w+?)(?:WithChildren)?\n/g)) {
    const files: string[] = []
    for (let at: string | undefined = route; at; at = parentOf.get(at)) {
      const file = fileOf.get(importOf.get(at) ?? at)
      if (file) files.unshift(file)
    }
    chains.set(fullPath!, ['__root', ...files.filter((f) => f !== '__root')])
  }
  return chains
}

/** Reads the build in `dist` and the route tree in `routeTreeFile`. */
export function readBuild(dist: string, routeTreeFile: string): Build {
  const { chunks } = JSON.parse(readFileSync(path.join(dist, '.vite/module-graph.json'), 'utf8')) as { chunks: GraphChunk[] }
  const byFile = new Map(chunks.map((c) => [c.file, c]))
  const chains = routeChains(readFileSync(routeTreeFile, 'utf8'))
  const entry = chunks.filter((c) => c.isEntry)
  if (entry.length !== 1) throw new Error(`expected one entry script in ${dist}, found ${entry.length}`)

  const gzipOf = new Map<string, number>()
  const fileGzip = (file: string) => {
    if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).byteLength)
    return gzipOf.get(file)!
  }

  const withImports = (start: string[]) => {
    const seen = new Set<string>()
    const visit = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      for (const next of byFile.get(file)?.imports ?? []) visit(next)
    }
    start.forEach(visit)
    return [...seen]
  }

  const routesOf = (fullPath: string) => {
    const routes = chains.get(fullPath)
    if (!routes) throw new Error(`no route ${fullPath} in the route tree`)
    return routes
  }
  const splitsOf = (fullPath: string) => {
    const routes = routesOf(fullPath)
    return chunks.filter((c) => {
      const facade = c.facade ?? ''
      return routes.some((route) => facade.startsWith(`src/routes/${route}.tsx?`)) && runsOnVisit(facade)
    })
  }
  /** The chunks that hold the definitions of the routes `fullPath` matches. */
  const definitionsOf = (fullPath: string) => {
    const modules = new Set(routesOf(fullPath).map((route) => `src/routes/${route}.tsx`))
    return chunks.filter((c) => c.modules.some((m) => modules.has(m.id)))
  }

  /** The section declarations a route's loader chooses from (through what its chunks import), by their chunks. */
  const declarationsOf = (fullPath: string) => [
    ...new Set(
      withImports(splitsOf(fullPath).map((c) => c.file))
        .flatMap((file) => byFile.get(file)?.dynamicImports ?? [])
        .filter((file) => SECTION_DECLARATION.test(byFile.get(file)?.facade ?? '')),
    ),
  ]

  const variant = /^(.*) \((.+)\)$/
  const scriptsOf = (screen: string) => {
    const [, fullPath = screen, declaration] = variant.exec(screen) ?? []
    const chosen = declaration ? declarationsOf(fullPath).filter((file) => byFile.get(file)?.facade?.endsWith(`/${declaration}`)) : []
    if (declaration && chosen.length !== 1) throw new Error(`no section declaration ${declaration} loaded by ${fullPath}`)
    return withImports([entry[0]!.file, ...definitionsOf(fullPath).map((c) => c.file), ...splitsOf(fullPath).map((c) => c.file), ...chosen])
  }

  const screens = [...chains.keys()].flatMap((fullPath) => {
    const declarations = declarationsOf(fullPath).map((file) => path.basename(byFile.get(file)!.facade!))
    return declarations.length ? declarations.map((name) => `${fullPath} (${name})`) : [fullPath]
  })

  const frame = /^src\/(features\/layout|ui)\//
  const routeTree = () => {
    const first = new Set(scriptsOf('/'))
    return withImports([...chains.keys()].flatMap((fullPath) => definitionsOf(fullPath).map((c) => c.file))).filter((file) => !first.has(file))
  }
  const shell = () => {
    const first = scriptsOf('/')
    const lazyParts = first.flatMap((file) => byFile.get(file)?.dynamicImports ?? []).filter((file) => frame.test(byFile.get(file)?.facade ?? ''))
    return withImports([...first, ...lazyParts, ...routeTree()])
  }

  const measure = (files: string[]): ScreenJs => {
    const scripts = files.map((file) => ({ file, gzipBytes: fileGzip(file) })).sort((a, b) => b.gzipBytes - a.gzipBytes)
    return { scripts, gzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0) }
  }

  const modulesOf = (files: string[]) =>
    files.flatMap((file) => {
      const modules = byFile.get(file)?.modules ?? []
      const alone = modules.reduce((sum, m) => sum + m.gzipBytes, 0)
      return modules.map((m) => ({ id: m.id, gzipBytes: alone ? (m.gzipBytes / alone) * fileGzip(file) : 0 }))
    })

  return { scriptsOf, shell, routeTree, screens, measure, modulesOf }
}

/** The package a module comes from, or its folder in the repository (an area of src/features, another folder of src/). */
export function groupOf(id: string): { kind: 'package' | 'folder'; name: string } {
  const clean = id.split('?')[0]!
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean)
  if (pkg) return { kind: 'package', name: pkg[1]! }
  const parts = clean.split('/')
  if (parts[0] === 'src' && parts[1] === 'features') return { kind: 'folder', name: `${parts.slice(0, 3).join('/')}/` }
  if (parts[0] === 'src') return { kind: 'folder', name: parts.length > 2 ? `src/${parts[1]}/` : 'src/ (main.tsx, router.ts, routeTree.gen.ts)' }
  if (parts[0] === 'contract') return { kind: 'folder', name: 'contract/' }
  // Vite's and Rolldown's own helpers (module loading, preload), and the page itself.
  return { kind: 'package', name: '(bundler runtime)' }
}

export interface BreakdownRow {
  name: string
  gzipBytes: number
  modules: number
}

/** The first screen's bytes by package and by folder of src/, largest first. */
export function breakdown(build: Build, files: string[]) {
  const rows = { package: new Map<string, BreakdownRow>(), folder: new Map<string, BreakdownRow>() }
  for (const module of build.modulesOf(files)) {
    const { kind, name } = groupOf(module.id)
    const row = rows[kind].get(name) ?? { name, gzipBytes: 0, modules: 0 }
    row.gzipBytes += module.gzipBytes
    row.modules += 1
    rows[kind].set(name, row)
  }
  const sorted = (map: Map<string, BreakdownRow>) => [...map.values()].sort((a, b) => b.gzipBytes - a.gzipBytes)
  return { packages: sorted(rows.package), folders: sorted(rows.folder) }
}

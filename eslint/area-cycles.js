import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

// Areas (a feature folder, a server module, the core, a shared folder) must not depend on each other in a circle:
// then each can be read, tested and changed knowing only what it stands on. import-x/no-cycle sees cycles of files;
// this rule sees cycles of areas, which pass through different files of each area. It reads every file's imports
// once per lint run, and reports an import whose target area already reaches back to the importing one.

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname))
const sourceFile = /\.(ts|tsx|mjs|js)$/
const isTest = (file) => /\.test\.tsx?$/.test(file) || file.includes('/test-utils/')
const specifiers = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]+)\1/g

/** The area a file belongs to, or null for what no rule covers (tests, generated files, files outside the areas). */
export function areaOf(file) {
  const rel = path.relative(root, file).split(path.sep)
  if (isTest(file) || rel[0] === '..' || rel.includes('routeTree.gen.ts')) return null
  const [top, second, third] = rel
  if (top === 'contract') return 'contract'
  if (top === 'src') {
    if (second === 'features' && third) return `web:${third}`
    return rel.length > 2 ? `web:${second}` : 'web:app'
  }
  if (top === 'server') {
    if (second === 'modules' && rel.length > 3) return `server:${third}`
    if (rel.length > 2) return `server:${second === 'modules' ? 'app' : second}`
    return second === 'config.ts' ? 'server:config' : 'server:app'
  }
  return null
}

function resolve(from, spec) {
  const base = path.resolve(path.dirname(from), spec)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return null
}

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else if (sourceFile.test(entry.name)) yield full
  }
}

let graph
/** Which areas each area imports, with one file and import for each edge (to name it in the message). */
function areaGraph() {
  if (graph) return graph
  graph = new Map()
  for (const top of ['src', 'server', 'contract']) {
    for (const file of files(path.join(root, top))) {
      const from = areaOf(file)
      if (!from) continue
      for (const [, , spec] of readFileSync(file, 'utf8').matchAll(specifiers)) {
        const target = resolve(file, spec)
        const to = target && areaOf(target)
        if (!to || to === from) continue
        const edges = graph.get(from) ?? new Map()
        if (!edges.has(to)) edges.set(to, path.relative(root, file))
        graph.set(from, edges)
      }
    }
  }
  return graph
}

/** The areas from `start` to `goal` along imports, or null when `start` does not reach `goal`. */
function pathBetween(start, goal) {
  const previous = new Map([[start, null]])
  const queue = [start]
  while (queue.length) {
    const area = queue.shift()
    if (area === goal) {
      const steps = []
      for (let at = goal; at !== null; at = previous.get(at)) steps.unshift(at)
      return steps
    }
    for (const next of areaGraph().get(area)?.keys() ?? []) {
      if (!previous.has(next)) {
        previous.set(next, area)
        queue.push(next)
      }
    }
  }
  return null
}

export const noAreaCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Areas do not depend on each other in a circle.' },
    schema: [],
    messages: {
      cycle: "{{from}} imports {{to}}, which already depends on {{from}} ({{path}}, first through {{file}}): areas must not depend on each other in a circle. Move what both need below them, or have one tell the other through a callback registered at start-up.",
    },
  },
  create(context) {
    const file = context.filename
    const from = areaOf(file)
    if (!from) return {}
    const check = (node) => {
      const spec = node.source?.type === 'Literal' ? node.source.value : null
      if (typeof spec !== 'string' || !spec.startsWith('.')) return
      const target = resolve(file, spec)
      const to = target && areaOf(target)
      if (!to || to === from) return
      const back = pathBetween(to, from)
      if (!back) return
      const firstStep = areaGraph().get(to)?.get(back[1]) ?? ''
      context.report({ node, messageId: 'cycle', data: { from, to, path: [from, ...back].join(' → '), file: firstStep } })
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check }
  },
}

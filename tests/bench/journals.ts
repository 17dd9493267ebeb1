import { fork } from 'node:child_process'
import { once } from 'node:events'
import { mkdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { demoIndex } from '../../server/seed/journals/demo-index.ts'
import { hitRates, loadManuscripts, type HitRates } from '../../server/modules/journals/evaluation/evaluate.ts'
import { cardOf } from '../../server/modules/journals/search/cards.ts'
import { matchManuscript } from '../../server/modules/journals/search/matcher.ts'
import { measureLoad, type Figure } from './api-load.ts'
import { onInterrupt } from './cleanup.ts'
import { withDeadline } from './deadline.ts'
import { writeDoajCsv } from './doaj-csv.ts'
import { prepareJournalCatalogue } from './journal-catalogue.ts'
import { matchRequests } from './journal-requests.ts'
import { repoRoot, startBenchServer, stopChild, type BenchServer } from './server-process.ts'

export const IMPORT_ROWS = 20_000

export interface ImportRun {
  rows: number
  seconds: number
  peakRssMb: number
  peakHeapMb: number
  summary: string
}

export interface JournalsBenchResult {
  journals: number
  prepareSeconds: number
  durationS: number
  /** From the server answering /api/health to its first /api/journals answer: the index build at start. */
  indexReadyMs: number
  /** The matcher, one person at a time. */
  match: Figure
  /** The labelled manuscripts against the whole catalogue: journal labels, and a journal of the right subject. */
  atScale: { journals: HitRates; subjects: { top1: number; top5: number } }
  /** The labelled manuscripts against the demo catalogue they were labelled on (only on the first database). */
  labelled?: HitRates
  imports: { first: ImportRun; again: ImportRun }
}

async function atScaleHitRates(server: BenchServer, memberToken: string) {
  const manuscripts = loadManuscripts()
  const ranked: { manuscript: (typeof manuscripts)[number]; ranked: string[]; subjects: string[][] }[] = []
  for (const manuscript of manuscripts) {
    const res = await fetch(`${server.url}/api/journals/match`, {
      method: 'POST',
      headers: { authorization: `Bearer ${memberToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: manuscript.title, abstract: manuscript.abstract, keywords: manuscript.keywords }),
    })
    if (res.status !== 200) throw new Error(`POST /api/journals/match answered ${res.status}: ${await res.text()}`)
    const { data } = (await res.json()) as { data: { matches: { journal: { slug: string; subjects: { slug: string }[] } }[] } }
    ranked.push({ manuscript, ranked: data.matches.map((m) => m.journal.slug), subjects: data.matches.map((m) => m.journal.subjects.map((s) => s.slug)) })
  }
  const ofSubject = (r: (typeof ranked)[number], k: number) => r.subjects.slice(0, k).some((s) => s.some((slug) => r.manuscript.subjects.includes(slug)))
  return {
    journals: hitRates(ranked),
    subjects: { top1: ranked.filter((r) => ofSubject(r, 1)).length / ranked.length, top5: ranked.filter((r) => ofSubject(r, 5)).length / ranked.length },
  }
}

/** The matcher on the catalogue its evaluation set was labelled on, run in this process (same code as the server). */
export function labelledHitRates(): HitRates {
  const index = demoIndex()
  return hitRates(loadManuscripts().map((manuscript) => ({ manuscript, ranked: matchManuscript(index, manuscript, {}, 5).matches.map((m) => cardOf(index, m.doc).slug) })))
}

const importer = fileURLToPath(new URL('../../scripts/import-journals.ts', import.meta.url))
const memoryProbe = fileURLToPath(new URL('./peak-memory.mjs', import.meta.url))

/** `npm run import:journals -- FILE` as a person runs it, with its time and its peak memory. */
export async function runImport(file: string, env: Record<string, string>, rows: number, memoryOut: string): Promise<ImportRun> {
  const started = performance.now()
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, LOG_LEVEL: 'warn', BENCH_MEMORY_OUT: memoryOut }
  // The bench may itself run with DATABASE_URL set; the embedded run must not inherit it.
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL
  const child = fork(importer, [file], {
    cwd: repoRoot,
    execArgv: ['--import', 'tsx', '--import', memoryProbe],
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  const forget = onInterrupt(() => stopChild(child))
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)))
  child.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)))
  try {
    const [code] = await withDeadline(once(child, 'exit'), 600_000, 'the journal import')
    if (code !== 0) throw new Error(`the import exited with code ${code}:\n${output}`)
  } finally {
    forget()
  }
  const seconds = (performance.now() - started) / 1000
  const memory = JSON.parse(await readFile(memoryOut, 'utf8')) as { peakRssMb: number; peakHeapMb: number }
  return { rows, seconds, ...memory, summary: /Done in .*$/m.exec(output)?.[0] ?? output.trim().split('\n').pop() ?? '' }
}

export interface JournalsBenchOptions {
  /** A directory of its own for this run's data (the embedded database lives under it). */
  dataDir: string
  /** A throwaway PostgreSQL database; without it, the embedded one. */
  databaseUrl?: string
  count: number
  durationS: number
  /** A DOAJ CSV of IMPORT_ROWS rows, written once and shared by the runs. */
  csvFile: string
}

/**
 * The journal finder at scale: `count` journals in a fresh database, the time its search index takes at start, the
 * matcher's latency and hit rates, then an import of 20,000 DOAJ rows. Its list is measured in the `lists` step.
 */
export async function measureJournals({ dataDir, databaseUrl, count, durationS, csvFile }: JournalsBenchOptions): Promise<JournalsBenchResult> {
  await mkdir(dataDir, { recursive: true })
  const db: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : {}
  console.log(`  generating ${count.toLocaleString('en-US')} journals…`)
  const prepared = await prepareJournalCatalogue({ dataDir, databaseUrl, count })
  console.log(`  ${prepared.journals.toLocaleString('en-US')} journals in ${prepared.seconds.toFixed(0)} s`)

  const server = await startBenchServer({ DATA_DIR: dataDir, DATABASE_URL: undefined, ...db, SERVE_WEB: 'false' })
  let result: Omit<JournalsBenchResult, 'imports'>
  try {
    const started = performance.now()
    // Until its first search index is built, the server answers 503 after a few seconds' wait.
    await withDeadline(
      (async () => {
        for (;;) {
          const res = await fetch(`${server.url}/api/journals`)
          await res.arrayBuffer()
          if (res.status === 200) return
          if (res.status !== 503) throw new Error(`GET /api/journals answered ${res.status}`)
        }
      })(),
      300_000,
      'the first journal list',
    )
    const indexReadyMs = performance.now() - started
    result = {
      journals: prepared.journals,
      prepareSeconds: prepared.seconds,
      durationS,
      indexReadyMs,
      match: await measureLoad(server, matchRequests(prepared.memberToken), Math.min(10, durationS), 1),
      atScale: await atScaleHitRates(server, prepared.memberToken),
    }
  } finally {
    await server.stop()
  }

  // The server is stopped first: the embedded database is one process's at a time.
  if (!(await stat(csvFile).catch(() => null))) await writeDoajCsv(csvFile, IMPORT_ROWS)
  const env: Record<string, string> = { DATA_DIR: dataDir, ...db, DEMO_DATA: 'true' }
  const firstImport = await runImport(csvFile, env, IMPORT_ROWS, path.join(dataDir, 'import-memory-1.json'))
  const again = await runImport(csvFile, env, IMPORT_ROWS, path.join(dataDir, 'import-memory-2.json'))
  return { ...result, imports: { first: firstImport, again } }
}

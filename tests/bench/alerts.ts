import { fork } from 'node:child_process'
import { once } from 'node:events'
import { mkdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql, type Kysely } from 'kysely'
import { searchQuery } from '../../server/db/full-text.ts'
import type { Database } from '../../server/db/schema.ts'
import { createVacancies } from '../../server/seed/factories/vacancies.ts'
import { seededRandom } from '../../server/seed/journals/seeded-random.ts'
import { generateVacancies } from '../../server/seed/vacancies/generate-vacancies.ts'
import type { AlertsRun } from './alerts-run.ts'
import { onInterrupt } from './cleanup.ts'
import { withDeadline } from './deadline.ts'
import { prepareDatabase } from './prepared-database.ts'
import { repoRoot, stopChild } from './server-process.ts'

/** The sizes: 100,000 saved searches (five per member) and 1,000 new vacancies. */
export const ALERT_SEARCHES = 100_000
export const ALERT_VACANCIES = 1_000
const SEARCHES_PER_MEMBER = 5

export interface AlertsSize {
  searches: number
  vacancies: number
}

export interface AlertsBenchResult extends AlertsRun {
  size: AlertsSize
  members: number
  prepareSeconds: number
  peakRssMb: number
  peakHeapMb: number
}

/**
 * Saved searches as members make them: each is drawn from a vacancy of the generated kind (another seed than the new
 * ones), keeping some of what it has: its country (60 %), then its state (20 %), one of its subjects (85 %), its type
 * (20 %), a word of its title (30 %). A search with neither a subject nor words keeps the subject. Alerts: 60 %
 * daily, 30 % weekly, 10 % at once.
 */
async function addSearches(db: Kysely<Database>, { searches }: AlertsSize) {
  const members = Math.ceil(searches / SEARCHES_PER_MEMBER)
  const template = (await db.selectFrom('users').select('password_hash').limit(1).executeTakeFirstOrThrow()).password_hash
  await sql`
    INSERT INTO users (name, email, password_hash, email_verified_at, created_at)
    SELECT 'Bench Searcher ' || m, 'bench-searcher-' || m || '@example.com', ${template}, now(), now() - interval '30 days'
    FROM generate_series(1, ${members}) m`.execute(db)
  const memberIds = (await db.selectFrom('users').select('id').where('email', 'like', 'bench-searcher-%').orderBy('email').execute()).map((row) => row.id)
  const rng = seededRandom(4242)
  const models = generateVacancies({ count: 5000, seed: 77 })
  const queries = new Map<string, string | null>()
  const rows = []
  for (let i = 0; i < searches; i++) {
    const model = rng.pick(models)
    const filters: Record<string, unknown> = {}
    if (rng.chance(0.6)) {
      filters.country = model.country
      if (model.state && rng.chance(0.2)) filters.state = model.state
    }
    if (rng.chance(0.85)) filters.subjects = [rng.pick(model.subjects)]
    if (rng.chance(0.2)) filters.qualification = model.qualification
    if (rng.chance(0.3)) {
      const words = model.title.split(/\s+/).filter((word) => /^[A-Za-z]{5,}$/.test(word))
      if (words.length) filters.search = rng.pick(words).toLowerCase()
    }
    if (!filters.subjects && !filters.search) filters.subjects = [rng.pick(model.subjects)]
    const words = typeof filters.search === 'string' ? filters.search : null
    if (words && !queries.has(words)) queries.set(words, await searchQuery(db, words))
    const roll = rng.next()
    rows.push({
      user_id: memberIds[i % members]!,
      name: `Bench search ${i + 1}`,
      area: 'vacancies' as const,
      filters: JSON.stringify(filters),
      alert: roll < 0.6 ? ('daily' as const) : roll < 0.9 ? ('weekly' as const) : ('instant' as const),
      match_query: words ? queries.get(words)! : null,
      created_at: new Date(Date.now() - 86_400_000),
    })
  }
  for (let at = 0; at < rows.length; at += 5000) await db.insertInto('saved_searches').values(rows.slice(at, at + 5000)).execute()
  return members
}

const runner = fileURLToPath(new URL('./alerts-run.ts', import.meta.url))
const memoryProbe = fileURLToPath(new URL('./peak-memory.mjs', import.meta.url))

/**
 * The alert job at scale: `size.searches` saved searches of vacancies, then `size.vacancies` new ones published at
 * once; the job, in a process of its own, matches them, builds every digest and composes each digest's mail, and
 * runs once more, which must find nothing to send.
 */
export async function measureAlerts({ dataDir, databaseUrl, size }: { dataDir: string; databaseUrl?: string; size: AlertsSize }): Promise<AlertsBenchResult> {
  await mkdir(dataDir, { recursive: true })
  console.log(`  ${size.searches.toLocaleString('en-US')} saved searches, then ${size.vacancies.toLocaleString('en-US')} new vacancies…`)
  const prepared = await prepareDatabase({ dataDir, databaseUrl }, async (db) => {
    const members = await addSearches(db, size)
    // The demo data's items were published before any search: none of them is news.
    await db.updateTable('alert_queue').set({ matched_at: new Date() }).execute()
    await createVacancies(db, generateVacancies({ count: size.vacancies, seed: 2031 }))
    return members
  })
  console.log(`  prepared in ${prepared.seconds.toFixed(0)} s`)

  const memoryOut = path.join(dataDir, 'alerts-memory.json')
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, BENCH_MEMORY_OUT: memoryOut, LOG_LEVEL: 'warn' }
  if (databaseUrl) env.DATABASE_URL = databaseUrl
  else delete env.DATABASE_URL
  const child = fork(runner, { cwd: repoRoot, execArgv: ['--import', 'tsx', '--import', memoryProbe], env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const forget = onInterrupt(() => stopChild(child))
  let run: AlertsRun | undefined
  child.on('message', (message) => (run = message as AlertsRun))
  try {
    const [code] = await withDeadline(once(child, 'exit'), 600_000, 'the alert job')
    if (code !== 0 || !run) throw new Error(`the alert job exited with code ${code}`)
  } finally {
    forget()
  }
  const memory = JSON.parse(await readFile(memoryOut, 'utf8')) as { peakRssMb: number; peakHeapMb: number }
  return { ...run, ...memory, size, members: prepared.filled, prepareSeconds: prepared.seconds }
}

import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { measureApiLoad } from './api-load.ts'
import { ensureWebBuild } from './build.ts'
import { onInterrupt, runPendingCleanups } from './cleanup.ts'
import { measureChat, SOCKETS } from './chat.ts'
import { measureContentChange } from './content-change.ts'
import { measureColdStart } from './cold-start.ts'
import { waitForOk } from './deadline.ts'
import { measureDurableWrites } from './durable-writes.ts'
import { ADMIN_MEMBERS, ADMIN_PAYMENTS, ADMIN_POSTS, measureAdmin } from './admin.ts'
import { ALERT_SEARCHES, ALERT_VACANCIES, measureAlerts } from './alerts.ts'
import { ANALYTICS_DAYS, ANALYTICS_SEARCHES, ANALYTICS_VIEWS, measureAnalytics } from './analytics.ts'
import { COMMUNITY_LIKES, COMMUNITY_POSTS, measureCommunity } from './community.ts'
import { lists } from './all-lists.ts'
import { LIST_SIZES, measureList } from './lists.ts'
import { measureFirstScreen, measureScreenOwnJs, openBuild } from './first-load-js.ts'
import { measureJournalImport } from './journal-import.ts'
import { labelledHitRates, measureJournals } from './journals.ts'
import { lighthousePages, measureLighthouse } from './lighthouse.ts'
import { BUYERS, measurePayments } from './payments.ts'
import { burstAttempts, loginBurstEnv, measureLoginBurst } from './login-burst.ts'
import { loginBenchEnv, measureLoginLoad } from './login-load.ts'
import { renderFullRun } from './markdown-report.ts'
import { figureRows, formatTable, ratioRows, type BenchResults, type Outcome } from './report.ts'
import { repoRoot, startBenchServer, type BenchServer } from './server-process.ts'
import { createThrowawayDatabase } from './throwaway-database.ts'
import { replaceSection, TEST_TIMES_HEADING } from './doc-section.ts'

const steps = ['first-load-js', 'lighthouse', 'api-load', 'login', 'login-burst', 'cold-start', 'durable-writes', 'journals', 'journal-import', 'lists', 'payments', 'chat', 'content-change', 'community', 'admin', 'analytics', 'alerts'] as const
type Step = (typeof steps)[number]

function positiveInt(name: string, fallback: number) {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  if (!/^[1-9]\d*$/.test(raw)) throw new Error(`${name} must be a positive whole number (got ${JSON.stringify(raw)})`)
  return Number(raw)
}

function selectedSteps(): Set<Step> | undefined {
  const raw = process.env.BENCH_ONLY
  if (!raw) return undefined
  const names = raw.split(',').map((s) => s.trim())
  const unknown = names.filter((n) => !steps.includes(n as Step))
  if (unknown.length) throw new Error(`BENCH_ONLY: unknown step(s) ${unknown.join(', ')}; known: ${steps.join(', ')}`)
  return new Set(names as Step[])
}

async function attempt<T>(title: string, measure: () => Promise<T>): Promise<Outcome<T>> {
  const started = performance.now()
  // Other work on the machine moves every figure; the load at each step says how much to trust it.
  results.stepLoad.push([title, os.loadavg()[0]!])
  console.log(`\n▶ ${title}`)
  try {
    const value = await measure()
    console.log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`)
    return { value }
  } catch (err) {
    console.error(`  failed:`, err)
    return { error: err instanceof Error ? err.message : String(err) }
  }
}

const options = {
  durationS: positiveInt('BENCH_DURATION', 20),
  connections: positiveInt('BENCH_CONNECTIONS', 50),
  lighthouseRuns: positiveInt('BENCH_LIGHTHOUSE_RUNS', 3),
  coldStarts: positiveInt('BENCH_COLD_STARTS', 3),
}
// The figure is at 20 connections, whatever the content load uses.
const loginConnections = positiveInt('BENCH_LOGIN_CONNECTIONS', 20)
// The catalogue size; fewer makes a quick trial run.
const journalCount = positiveInt('BENCH_JOURNALS', 100_000)
// The lists and their sizes, read up front so a mistyped name or size stops the run before anything starts.
// BENCH_LISTS (all of them): the lists to run, by name, comma separated; BENCH_LIST_SIZES and
// BENCH_LIST_SIZES_EMBEDDED: the rows each is measured at on each database, comma separated.
const listNames = process.env.BENCH_LISTS?.split(',').map((name) => name.trim())
const unknownLists = listNames?.filter((name) => !lists.some((list) => list.name === name)) ?? []
if (unknownLists.length) throw new Error(`BENCH_LISTS: unknown list(s) ${unknownLists.join(', ')}; known: ${lists.map((list) => list.name).join(', ')}`)
const sizesOf = (name: string, fallback: number[]) => {
  const raw = process.env[name]
  if (!raw) return fallback
  // `none`: the lists are not measured on that database.
  if (raw === 'none') return []
  if (!/^[1-9]\d*(,[1-9]\d*)*$/.test(raw)) throw new Error(`${name} must be positive whole numbers, comma separated, or none (got ${JSON.stringify(raw)})`)
  return raw.split(',').map(Number)
}
const listSizes = { embedded: sizesOf('BENCH_LIST_SIZES_EMBEDDED', LIST_SIZES.embedded), PostgreSQL: sizesOf('BENCH_LIST_SIZES', LIST_SIZES.PostgreSQL) }
// BENCH_KEEP_DATA=DIR: filled lists are kept for the next run (tests/bench/kept-database.ts).
const keepDir = process.env.BENCH_KEEP_DATA ? path.resolve(process.env.BENCH_KEEP_DATA) : undefined
// The community's sizes (the issue's: 100,000 posts, 1,000,000 likes; as many comments as posts); fewer makes a quick trial run.
const communityPosts = positiveInt('BENCH_COMMUNITY_POSTS', COMMUNITY_POSTS)
const communitySize = {
  posts: communityPosts,
  likes: positiveInt('BENCH_COMMUNITY_LIKES', COMMUNITY_LIKES),
  comments: positiveInt('BENCH_COMMUNITY_COMMENTS', communityPosts),
}
// The admin area's sizes (the issue's: 100,000 members, 1,000,000 posts, 50,000 payments); fewer makes a quick trial run.
const adminSize = {
  members: positiveInt('BENCH_ADMIN_MEMBERS', ADMIN_MEMBERS),
  posts: positiveInt('BENCH_ADMIN_POSTS', ADMIN_POSTS),
  payments: positiveInt('BENCH_ADMIN_PAYMENTS', ADMIN_PAYMENTS),
}
// The analytics sizes (the issue's: 10,000,000 views, 1,000,000 searches); fewer makes a quick trial run.
const analyticsSize = {
  views: positiveInt('BENCH_ANALYTICS_VIEWS', ANALYTICS_VIEWS),
  searches: positiveInt('BENCH_ANALYTICS_SEARCHES', ANALYTICS_SEARCHES),
  days: ANALYTICS_DAYS,
}
// The directory screens, each measured on top of the shell against the budget for a screen's own JS.
const screens = ['/journal-finder', '/vacancy', '/event']
const only = selectedSteps()
const wants = (step: Step) => !only || only.has(step)
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping everything the bench started`)
    void runPendingCleanups().finally(() => process.exit(130))
  })
}
const timeoutS = positiveInt('BENCH_TIMEOUT', 3600)
setTimeout(() => {
  console.error(`\nThe bench did not finish within ${timeoutS} s; stopping everything it started`)
  void runPendingCleanups().finally(() => process.exit(1))
}, timeoutS * 1000).unref()

const results: BenchResults = {
  startedAt: new Date(),
  elapsedS: 0,
  machine: {
    cores: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
    memoryGb: Math.round(os.totalmem() / 1e9),
    node: process.versions.node,
    os: `${os.type()} ${os.release()}`,
    loadAverage: os.loadavg(),
  },
  options,
  stepLoad: [],
}
const started = performance.now()
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'scholar-hub-bench-'))
const forgetDataDir = onInterrupt(() => rm(dataDir, { recursive: true, force: true }))
// The embedded server's first start creates and seeds this directory; the cold starts reopen it.
const embeddedDir = path.join(dataDir, 'embedded')

try {
  // The API load does not need the web app, so a broken build only costs the figures that do.
  // BENCH_SKIP_BUILD measures dist/ as it is, e.g. while others keep editing the sources.
  const needsWeb = wants('first-load-js') || wants('lighthouse') || wants('cold-start')
  const built: Outcome<void> =
    process.env.BENCH_SKIP_BUILD || !needsWeb ? { value: undefined } : await attempt('Web build (scripts/ensure-build.ts)', () => ensureWebBuild())
  const needsBuild = <T>(measure: () => Promise<T>) => async () => {
    if ('error' in built) throw new Error(`no web build: ${built.error}`)
    return measure()
  }

  if (wants('first-load-js')) {
    // Read from the build's module graph: what a first visit loads before its screen renders, without a browser.
    results.firstLoadJs = await attempt('First-load JS of /, from the build', needsBuild(async () => measureFirstScreen()))
    results.screensJs = []
    for (const screen of screens) {
      results.screensJs.push({ path: screen, outcome: await attempt(`JS of ${screen} on top of the shell`, needsBuild(async () => measureScreenOwnJs(screen))) })
    }
    results.everyScreenJs = await attempt('JS of every other screen on top of the shell', needsBuild(async () => {
      const build = openBuild()
      return build.screens.filter((screen) => screen !== '/').map((screen) => ({ path: screen, js: measureScreenOwnJs(screen, build) }))
    }))
  }

  if (wants('lighthouse')) {
    // A server of its own with the demo data: a visitor's first look at a site has its content (the home's hero, film
    // and blocks, a content page's text), which a production server seeds only when asked. Measured once it is ready
    // (its journal index built), so its own start does not share the two cores with the first run.
    const server = await attempt('Starting a server with the demo data (embedded database, first start seeds it)', async () => {
      const started = await startBenchServer({ DATA_DIR: path.join(dataDir, 'lighthouse'), DATABASE_URL: undefined, DEMO_DATA: 'true' })
      await waitForOk(`${started.url}/api/ready`, 120_000).catch(async (err: unknown) => {
        await started.stop()
        throw err
      })
      return started
    })
    results.lighthouse = []
    try {
      for (const page of lighthousePages) {
        const outcome = await attempt(
          `Lighthouse mobile, ${page}, ${options.lighthouseRuns} runs`,
          needsBuild(async () => {
            if ('error' in server) throw new Error(`the server did not start: ${server.error}`)
            return measureLighthouse(`${server.value.url}${page}`, options.lighthouseRuns)
          }),
        )
        results.lighthouse.push({ path: page, outcome })
      }
    } finally {
      if ('value' in server) await server.value.stop()
    }
  }

  if (wants('api-load') || wants('login')) {
    const server = await attempt('Starting the server (embedded database, first start seeds it)', () =>
      startBenchServer({ DATA_DIR: embeddedDir, DATABASE_URL: undefined, ...loginBenchEnv }),
    )
    const withServer = <T>(measure: (s: BenchServer) => Promise<T>) => async () => {
      if ('error' in server) throw new Error(`the server did not start: ${server.error}`)
      return measure(server.value)
    }
    try {
      if (wants('api-load')) {
        results.apiLoad = await attempt(
          `API load, embedded database (${options.durationS} s per target)`,
          withServer((s) => measureApiLoad(s, options)),
        )
      }
      if (wants('login')) {
        results.loginLoad = await attempt(
          `Login burst, embedded database (${options.durationS} s, ${loginConnections} connections)`,
          withServer((s) => measureLoginLoad(s, { durationS: options.durationS, connections: loginConnections })),
        )
      }
    } finally {
      if ('value' in server) await server.value.stop()
    }
  }

  if (wants('login-burst')) {
    // A server of its own: the default per-account limit, and counters no other step has touched.
    results.loginBurst = await attempt(`Sign-in lockout, ${burstAttempts} wrong passwords at once for one account (embedded database)`, async () => {
      const server = await startBenchServer({ DATA_DIR: path.join(dataDir, 'login-burst'), DATABASE_URL: undefined, ...loginBurstEnv })
      try {
        return await measureLoginBurst(server)
      } finally {
        await server.stop()
      }
    })
  }

  if (wants('cold-start')) {
    results.coldStart = await attempt(
      `Cold start of npm start, ${options.coldStarts} times`,
      needsBuild(() => measureColdStart(embeddedDir, options.coldStarts)),
    )
  }

  if (wants('durable-writes')) {
    results.durableWrites = await attempt('One-row commits on the embedded database, synced to disk and not', () => measureDurableWrites())
  }

  if (wants('api-load') && postgresUrl) {
    results.apiLoadPostgres = await attempt(`API load, PostgreSQL (${options.durationS} s per target)`, async () => {
      const database = await createThrowawayDatabase(postgresUrl)
      try {
        const server = await startBenchServer({ DATA_DIR: path.join(dataDir, 'postgres'), DATABASE_URL: database.url })
        try {
          return await measureApiLoad(server, options)
        } finally {
          await server.stop()
        }
      } finally {
        await database.drop()
      }
    })
  }

  if (wants('journals')) {
    const csvFile = path.join(dataDir, 'doaj-20000.csv')
    results.journalsEmbedded = await attempt(`Journal finder, embedded database (${journalCount.toLocaleString('en-US')} journals)`, async () => ({
      ...(await measureJournals({ dataDir: path.join(dataDir, 'journals-embedded'), count: journalCount, durationS: options.durationS, csvFile })),
      labelled: labelledHitRates(),
    }))
    if (postgresUrl) {
      results.journalsPostgres = await attempt(`Journal finder, PostgreSQL (${journalCount.toLocaleString('en-US')} journals)`, async () => {
        const database = await createThrowawayDatabase(postgresUrl)
        try {
          return await measureJournals({ dataDir: path.join(dataDir, 'journals-postgres'), databaseUrl: database.url, count: journalCount, durationS: options.durationS, csvFile })
        } finally {
          await database.drop()
        }
      })
    }
  }

  if (wants('journal-import')) {
    results.journalImport = [
      { database: 'embedded', outcome: await attempt('DOAJ import of 20,000 rows as a job and from the command line, embedded database', () => measureJournalImport({ dataDir: path.join(dataDir, 'import-embedded') })) },
    ]
    if (postgresUrl) {
      results.journalImport.push({
        database: 'PostgreSQL',
        outcome: await attempt('DOAJ import of 20,000 rows as a job and from the command line, PostgreSQL', async () => {
          const database = await createThrowawayDatabase(postgresUrl)
          try {
            return await measureJournalImport({ dataDir: path.join(dataDir, 'import-postgres'), databaseUrl: database.url })
          } finally {
            await database.drop()
          }
        }),
      })
    }
  }

  if (wants('lists')) {
    results.lists = []
    for (const list of lists.filter((l) => !listNames || listNames.includes(l.name))) {
      for (const database of ['embedded', 'PostgreSQL'] as const) {
        const adminUrl = database === 'PostgreSQL' ? postgresUrl : undefined
        if (database === 'PostgreSQL' && !adminUrl) continue
        for (const size of listSizes[database]) {
          const title = `GET ${list.path}, ${database === 'embedded' ? 'embedded database' : 'PostgreSQL'} (${size.toLocaleString('en-US')} rows)`
          const dir = path.join(dataDir, `${list.name}-${database}-${size}`)
          const outcome = await attempt(title, () => measureList(list, { dataDir: dir, adminUrl, size, durationS: options.durationS, keepDir }))
          results.lists.push({ list: list.name, path: list.path, database, size, outcome })
          // A list's data directory holds a copy of its database: gone before the next fills its own.
          await rm(dir, { recursive: true, force: true })
        }
      }
    }
  }

  if (wants('payments')) {
    results.paymentsEmbedded = await attempt(`${BUYERS} members buying a plan at once, embedded database`, () => measurePayments({ dataDir: path.join(dataDir, 'payments-embedded') }))
    if (postgresUrl) {
      results.paymentsPostgres = await attempt(`${BUYERS} members buying a plan at once, PostgreSQL`, async () => {
        const database = await createThrowawayDatabase(postgresUrl)
        try {
          return await measurePayments({ dataDir: path.join(dataDir, 'payments-postgres'), databaseUrl: database.url })
        } finally {
          await database.drop()
        }
      })
    }
  }

  if (wants('chat')) {
    results.chatOneNode = await attempt(`${SOCKETS} sockets chatting, one node, embedded database`, () => measureChat({ dataDir: path.join(dataDir, 'chat-embedded'), nodes: 1 }))
    if (postgresUrl) {
      results.chatTwoNodes = await attempt(`${SOCKETS} sockets chatting across two nodes through Redis, PostgreSQL`, async () => {
        const database = await createThrowawayDatabase(postgresUrl)
        try {
          return await measureChat({ dataDir: path.join(dataDir, 'chat-postgres'), databaseUrl: database.url, nodes: 2 })
        } finally {
          await database.drop()
        }
      })
    }
  }

  if (wants('content-change') && postgresUrl) {
    results.contentChange = await attempt('A published page seen by a second node (two nodes, Redis, PostgreSQL)', async () => {
      const database = await createThrowawayDatabase(postgresUrl)
      try {
        return await measureContentChange({ dataDir: path.join(dataDir, 'content-change'), databaseUrl: database.url })
      } finally {
        await database.drop()
      }
    })
  }

  if (wants('community')) {
    const size = `${communitySize.posts.toLocaleString('en-US')} posts, ${communitySize.likes.toLocaleString('en-US')} likes`
    results.community = [
      {
        database: 'embedded',
        outcome: await attempt(`Research community, embedded database (${size})`, () =>
          measureCommunity({ dataDir: path.join(dataDir, 'community-embedded'), size: communitySize }),
        ),
      },
    ]
    if (postgresUrl) {
      results.community.push({
        database: 'PostgreSQL',
        outcome: await attempt(`Research community, PostgreSQL (${size})`, async () => {
          const database = await createThrowawayDatabase(postgresUrl)
          try {
            return await measureCommunity({ dataDir: path.join(dataDir, 'community-postgres'), databaseUrl: database.url, size: communitySize })
          } finally {
            await database.drop()
          }
        }),
      })
    }
  }

  if (wants('admin')) {
    const size = `${adminSize.members.toLocaleString('en-US')} members, ${adminSize.posts.toLocaleString('en-US')} posts, ${adminSize.payments.toLocaleString('en-US')} payments`
    results.admin = [
      {
        database: 'embedded',
        outcome: await attempt(`Admin area, embedded database (${size})`, () => measureAdmin({ dataDir: path.join(dataDir, 'admin-embedded'), size: adminSize, durationS: options.durationS })),
      },
    ]
    if (postgresUrl) {
      results.admin.push({
        database: 'PostgreSQL',
        outcome: await attempt(`Admin area, PostgreSQL (${size})`, async () => {
          const database = await createThrowawayDatabase(postgresUrl)
          try {
            return await measureAdmin({ dataDir: path.join(dataDir, 'admin-postgres'), databaseUrl: database.url, size: adminSize, durationS: options.durationS })
          } finally {
            await database.drop()
          }
        }),
      })
    }
  }

  if (wants('analytics')) {
    const size = `${analyticsSize.views.toLocaleString('en-US')} views, ${analyticsSize.searches.toLocaleString('en-US')} searches`
    results.analytics = [
      {
        database: 'embedded',
        outcome: await attempt(`Analytics, embedded database (${size})`, () => measureAnalytics({ dataDir: path.join(dataDir, 'analytics-embedded'), size: analyticsSize, durationS: options.durationS })),
      },
    ]
    if (postgresUrl) {
      results.analytics.push({
        database: 'PostgreSQL',
        outcome: await attempt(`Analytics, PostgreSQL (${size})`, async () => {
          const database = await createThrowawayDatabase(postgresUrl)
          try {
            return await measureAnalytics({ dataDir: path.join(dataDir, 'analytics-postgres'), databaseUrl: database.url, size: analyticsSize, durationS: options.durationS })
          } finally {
            await database.drop()
          }
        }),
      })
    }
  }
  if (wants('alerts')) {
    const size = { searches: positiveInt('BENCH_ALERT_SEARCHES', ALERT_SEARCHES), vacancies: positiveInt('BENCH_ALERT_VACANCIES', ALERT_VACANCIES) }
    const title = `${size.searches.toLocaleString('en-US')} saved searches, ${size.vacancies.toLocaleString('en-US')} new vacancies`
    results.alerts = [
      { database: 'embedded', outcome: await attempt(`Saved search alerts, embedded database (${title})`, () => measureAlerts({ dataDir: path.join(dataDir, 'alerts-embedded'), size })) },
    ]
    if (postgresUrl) {
      results.alerts.push({
        database: 'PostgreSQL',
        outcome: await attempt(`Saved search alerts, PostgreSQL (${title})`, async () => {
          const database = await createThrowawayDatabase(postgresUrl)
          try {
            return await measureAlerts({ dataDir: path.join(dataDir, 'alerts-postgres'), databaseUrl: database.url, size })
          } finally {
            await database.drop()
          }
        }),
      })
    }
  }
} catch (err) {
  console.error('\nThe bench could not run:', err)
  process.exitCode = 1
} finally {
  await rm(dataDir, { recursive: true, force: true })
  forgetDataDir()
}

results.elapsedS = (performance.now() - started) / 1000
const rows = figureRows(results)
console.log(`\n${formatTable(['figure', 'measured', 'budget', 'verdict'], rows.map((r) => [r.figure, r.measured, r.budget, r.verdict]))}`)
const ratios = ratioRows(results)
if (ratios.length) console.log(`\n${formatTable(['ratio', 'value'], ratios)}`)

// A partial run must not replace the full figures in the docs, but may be written elsewhere (BENCH_OUT).
const out = process.env.BENCH_OUT ? path.resolve(process.env.BENCH_OUT) : only ? undefined : path.join(repoRoot, 'docs/benchmarks.md')
if (process.exitCode !== 1 && out) {
  const previous = await readFile(out, 'utf8').catch(() => '# Benchmarks\n')
  await writeFile(out, replaceSection(previous, renderFullRun(results), TEST_TIMES_HEADING))
  console.log(`\nWrote ${path.relative(repoRoot, out)}`)
} else if (only) {
  console.log('\nA subset of the bench ran (BENCH_ONLY); docs/benchmarks.md is left as it was.')
}
if (rows.some((r) => r.verdict === 'FAIL' || r.verdict === 'ERROR')) process.exitCode = 1

import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { ConfigError, loadConfig } from '../server/config.ts'
import { ImportFileError, importDoajCsv } from '../server/modules/journals/import/import-doaj.ts'
import { saveJournals } from '../server/modules/journals/save-journals.ts'
import { openRuntime } from '../server/runtime.ts'

// `npm run import:journals -- FILE`: DOAJ's journal CSV into the catalogue of DATA_DIR or DATABASE_URL,
// as the server would see it. Safe to run again: journals are matched by ISSN and updated.

const file = process.argv[2]
if (!file || process.argv.length > 3) {
  console.error('Usage: npm run import:journals -- FILE   (DOAJ\'s journal CSV, from doaj.org/docs/public-data-dump)')
  process.exit(2)
}
try {
  if (!(await stat(file)).isFile()) throw new Error('not a file')
} catch {
  console.error(`Cannot read ${file}`)
  process.exit(2)
}

let runtime: Awaited<ReturnType<typeof openRuntime>>
try {
  runtime = await openRuntime(loadConfig())
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err)
  process.exit(1)
}

const started = performance.now()
const seconds = () => ((performance.now() - started) / 1000).toFixed(1)
const count = (n: number) => n.toLocaleString('en-US')
// A terminal gets one line that updates; a log file gets a line per step.
const progressLine = (line: string) => (process.stdout.isTTY ? process.stdout.write(`\r${line}`) : console.log(line))

try {
  const summary = await importDoajCsv(createReadStream(file), {
    // DOAJ's values are recorded as DOAJ's, and values staff corrected are kept, as in the admin screen's import.
    save: (inputs) => saveJournals(runtime.database.db, inputs, { source: 'doaj' }),
    maxBadRows: 1000,
    onProgress: (p) => {
      progressLine(`${count(p.rows)} rows read: ${count(p.created)} journals added, ${count(p.updated)} updated, ${count(p.skipped)} skipped (${seconds()} s)`)
    },
  })
  if (process.stdout.isTTY) process.stdout.write('\n')
  console.log(
    `Done in ${seconds()} s: ${count(summary.rows)} rows, ${count(summary.created)} journals added, ${count(summary.updated)} updated, ${count(summary.skipped)} rows skipped.`,
  )
  if (summary.badRows.length) {
    console.log('Skipped rows:')
    for (const bad of summary.badRows) console.log(`  line ${bad.line}: ${bad.message}`)
    if (summary.skipped > summary.badRows.length) console.log(`  … and ${count(summary.skipped - summary.badRows.length)} more`)
  }
} catch (err) {
  console.error(err instanceof ImportFileError ? err.message : err)
  process.exitCode = 1
} finally {
  await runtime.database.close()
}

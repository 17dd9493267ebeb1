import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { createSession, createUser } from '../../server/seed/factories/accounts.ts'
import { writeDoajCsv } from './doaj-csv.ts'
import { IMPORT_ROWS, runImport, type ImportRun } from './journals.ts'
import { prepareDatabase } from './prepared-database.ts'
import { startBenchServer, type BenchServer } from './server-process.ts'

/** One import through the screen's endpoints: the upload answered (202), then the job to its end. */
export interface JobRun {
  rows: number
  /** From the upload's first byte to its 202: the file stored and the job queued. */
  uploadSeconds: number
  /** From the upload to the job's end, as its progress reports it. */
  seconds: number
  /** The server process's resident memory before the upload, and its highest while the job ran (the embedded database's thread included). */
  baseRssMb: number
  peakRssMb: number
  summary: string
}

export interface JournalImportBenchResult {
  dryRun: JobRun
  apply: JobRun
  /** `npm run import:journals` of a file as large, of other journals, into the same database. */
  cli: ImportRun
}

const rssMb = async (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024

async function runJob(server: BenchServer, token: string, file: string, dryRun: boolean): Promise<JobRun> {
  const headers = { authorization: `Bearer ${token}` }
  const baseRssMb = await rssMb(server.pid)
  let peakRssMb = baseRssMb
  const sampler = setInterval(() => void rssMb(server.pid).then((mb) => (peakRssMb = Math.max(peakRssMb, mb)), () => undefined), 50)
  try {
    const body = new FormData()
    body.append('file', new Blob([await readFile(file)], { type: 'text/csv' }), path.basename(file))
    const started = performance.now()
    const res = await fetch(`${server.url}/api/admin/journals/import${dryRun ? '?dryRun=true' : ''}`, { method: 'POST', headers, body })
    if (res.status !== 202) throw new Error(`the upload answered ${res.status}: ${await res.text()}`)
    const uploadSeconds = (performance.now() - started) / 1000
    const { id } = ((await res.json()) as { data: { id: number } }).data
    for (;;) {
      const poll = await fetch(`${server.url}/api/admin/journals/imports/${id}`, { headers })
      const { data } = (await poll.json()) as { data: { status: string; rows: number; added: number; updated: number; skipped: number; error: string | null } }
      if (data.status === 'failed') throw new Error(`the import failed: ${data.error}`)
      if (data.status === 'done') {
        const seconds = (performance.now() - started) / 1000
        return { rows: data.rows, uploadSeconds, seconds, baseRssMb, peakRssMb, summary: `${data.added} added, ${data.updated} updated, ${data.skipped} skipped` }
      }
      await new Promise((r) => setTimeout(r, 100))
    }
  } finally {
    clearInterval(sampler)
  }
}

/**
 * DOAJ's CSV of 20,000 rows through the admin screen's endpoints on a fresh database with the demo data: a dry run and
 * an apply, each a job in the server, timed from the upload to the job's end with the server's peak memory; then
 * `npm run import:journals` of 20,000 other journals into the same database, as the command line does it.
 */
export async function measureJournalImport({ dataDir, databaseUrl }: { dataDir: string; databaseUrl?: string }): Promise<JournalImportBenchResult> {
  const jobFile = path.join(dataDir, 'doaj-job.csv')
  const cliFile = path.join(dataDir, 'doaj-cli.csv')
  const prepared = await prepareDatabase({ dataDir, databaseUrl }, async (db) => {
    const admin = await createUser(db, { name: 'Bench Admin', email: 'bench-admin@example.com', role: 'admin' })
    return createSession(db, admin.id)
  })
  await writeDoajCsv(jobFile, IMPORT_ROWS, 2_000_000)
  await writeDoajCsv(cliFile, IMPORT_ROWS, 3_000_000)
  const server = await startBenchServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SERVE_WEB: 'false' })
  let dryRun: JobRun
  let apply: JobRun
  try {
    dryRun = await runJob(server, prepared.filled, jobFile, true)
    apply = await runJob(server, prepared.filled, jobFile, false)
  } finally {
    await server.stop()
  }
  const cli = await runImport(cliFile, { DATA_DIR: dataDir, ...(databaseUrl && { DATABASE_URL: databaseUrl }) }, IMPORT_ROWS, path.join(dataDir, 'cli-memory.json'))
  return { dryRun, apply, cli }
}

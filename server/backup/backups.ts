import { readFileSync } from 'node:fs'
import { lstat, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Kysely } from 'kysely'
import type { Config } from '../config.ts'
import { recordBackup } from '../core/metrics.ts'
import type { Database } from '../db/schema.ts'
import { checksumLine, createArchiveWriter } from './archive.ts'
import type { CopyDatabase, DatabaseCopy } from './database-copy.ts'
import { ARCHIVE_FORMAT, FORMAT_VERSION, members, type Manifest } from './manifest.ts'

const appVersion = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version

/** An archive's name says when it was made (UTC), so that a listing sorts by age and retention can read it. */
export const archiveName = (at: Date, n = 1) => `scholar-hub-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z${n > 1 ? `-${n}` : ''}.tar.gz`
export const ARCHIVE_NAME = /^scholar-hub-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z(?:-\d+)?\.tar\.gz$/

export interface BackupResult {
  file: string
  size: number
  sha256: string
  manifest: Manifest
}

/** Every regular file under `root`, as paths relative to it with '/' between parts; none when it does not exist. */
async function filesUnder(root: string) {
  const names = await readdir(root, { recursive: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [] as string[]
    throw err
  })
  const found: string[] = []
  for (const name of names.sort()) {
    const info = await lstat(path.join(root, name)).catch(() => undefined)
    if (info?.isFile()) found.push(name.split(path.sep).join('/'))
  }
  return found
}

/**
 * Adds the files under `root` as `prefix/…`. Each is read whole (uploads are at most a few megabytes), so a member is
 * one state of its file; one deleted since the listing is left out, as it would be from the site.
 */
async function addFiles(archive: ReturnType<typeof createArchiveWriter>, root: string, prefix: string) {
  let count = 0
  let bytes = 0
  for (const name of await filesUnder(root)) {
    const data = await readFile(path.join(root, name)).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return undefined
      throw err
    })
    if (!data) continue
    await archive.add(`${prefix}${name}`, data)
    count++
    bytes += data.length
  }
  return { count, bytes }
}

/** A name in `dir` no archive has yet: a second backup within the same second gets `-2`. */
async function freshName(dir: string, at: Date) {
  const taken = new Set(await readdir(dir))
  for (let n = 1; ; n++) {
    const name = archiveName(at, n)
    if (!taken.has(name) && !taken.has(`${name}.partial`)) return name
  }
}

/**
 * Backups of this site into `config.backup.dir`: the database copied at one instant, then the public and private
 * files, then the manifest. A file uploaded after the database's instant may be in the archive too (harmless: nothing
 * refers to it); every file the database refers to at that instant is there, unless it was deleted meanwhile.
 * Each outcome is recorded in `backup_runs` (for the Dashboard) when `db` is given, and in the metrics.
 */
export function createBackups({ config, copyDatabase, db, now = () => new Date() }: { config: Pick<Config, 'backup' | 'filesDir' | 'privateFilesDir'>; copyDatabase: CopyDatabase; db?: Kysely<Database>; now?: () => Date }) {
  const dir = config.backup.dir
  let running: Promise<BackupResult> | undefined

  const record = async (run: { startedAt: Date; ok: boolean; file?: string; size?: number; error?: string }) => {
    const finishedAt = now()
    recordBackup({ ok: run.ok, at: finishedAt })
    if (!db) return
    await db
      .insertInto('backup_runs')
      .values({ started_at: run.startedAt, finished_at: finishedAt, ok: run.ok, file: run.file ?? null, size_bytes: run.size ?? null, error: run.error ?? null })
      .execute()
      // A database from before the table (a backup taken ahead of an upgrade) still gets its archive.
      .catch(() => undefined)
  }

  const take = async (): Promise<BackupResult> => {
    const startedAt = now()
    await mkdir(dir, { recursive: true, mode: 0o700 })
    const name = await freshName(dir, startedAt)
    const partial = path.join(dir, `${name}.partial`)
    const archive = createArchiveWriter(partial)
    let copy: DatabaseCopy | undefined
    try {
      copy = await copyDatabase(dir)
      await copy.addTo(archive)
      const publicFiles = await addFiles(archive, config.filesDir, members.files)
      const privateFiles = await addFiles(archive, config.privateFilesDir, members.privateFiles)
      let manifest: Manifest | undefined
      const database = { kind: copy.kind, migrations: copy.migrations, counts: copy.counts }
      const sha256 = await archive.finish((written) => {
        manifest = {
          format: ARCHIVE_FORMAT,
          formatVersion: FORMAT_VERSION,
          appVersion,
          createdAt: startedAt.toISOString(),
          database,
          files: { public: publicFiles.count, private: privateFiles.count, bytes: publicFiles.bytes + privateFiles.bytes },
          members: written,
        }
        return manifest
      })
      const file = path.join(dir, name)
      await rename(partial, file)
      await writeFile(`${file}.sha256`, checksumLine(sha256, name), { mode: 0o600 })
      const { size } = await lstat(file)
      await record({ startedAt, ok: true, file: name, size })
      return { file, size, sha256, manifest: manifest! }
    } catch (err) {
      archive.abort()
      await rm(partial, { force: true })
      await record({ startedAt, ok: false, error: (err as Error).message })
      throw err
    } finally {
      await copy?.dispose()
    }
  }

  return {
    dir,
    /** Takes a backup; a second call while one runs gets the same one rather than a copy taken alongside it. */
    take() {
      running ??= take().finally(() => {
        running = undefined
      })
      return running
    },
  }
}

export type Backups = ReturnType<typeof createBackups>

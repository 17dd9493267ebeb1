import { lstat, readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { ARCHIVE_NAME } from './backups.ts'

const DAY_MS = 86_400_000

/** The Monday (UTC) that starts the ISO week of `day` (YYYY-MM-DD). */
function weekOf(day: string) {
  const date = new Date(`${day}T00:00:00Z`)
  return new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10)
}

/**
 * Which archives to delete: kept are the newest archive of each of the last `daily` days that have one, and the newest
 * of each of the last `weekly` weeks that have one, the newest of all always. `names` are archive names (their time
 * is in the name); anything else is never touched.
 */
export function archivesToRemove(names: readonly string[], { daily, weekly }: { daily: number; weekly: number }) {
  const archives = names.filter((name) => ARCHIVE_NAME.test(name)).sort().reverse()
  const days = new Set<string>()
  const weeks = new Set<string>()
  const remove: string[] = []
  for (const [i, name] of archives.entries()) {
    const day = ARCHIVE_NAME.exec(name)![1]!
    const week = weekOf(day)
    let keep = i === 0
    if (!days.has(day) && days.size < daily) {
      days.add(day)
      keep = true
    }
    if (!weeks.has(week) && weeks.size < weekly) {
      weeks.add(week)
      keep = true
    }
    if (!keep) remove.push(name)
  }
  return remove
}

/** Deletes what retention lets go in `dir`, each archive with its checksum, and archives left half-written a day ago. */
export async function pruneBackups(dir: string, keep: { daily: number; weekly: number }, now = Date.now()) {
  const names = await readdir(dir)
  const removed = archivesToRemove(names, keep)
  for (const name of removed) {
    await rm(path.join(dir, name), { force: true })
    await rm(path.join(dir, `${name}.sha256`), { force: true })
  }
  for (const name of names.filter((n) => n.endsWith('.partial'))) {
    const info = await lstat(path.join(dir, name)).catch(() => undefined)
    if (info && now - info.mtimeMs > DAY_MS) await rm(path.join(dir, name), { force: true })
  }
  return removed
}

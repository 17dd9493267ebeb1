import type { Config } from '../config.ts'
import type { Job } from '../jobs/schedule.ts'
import type { Backups } from './backups.ts'
import { pruneBackups } from './retention.ts'

/**
 * The scheduled backup: once per `BACKUP_EVERY_HOURS` in the whole cluster (the schedule's claim), then retention.
 * A failed backup deletes nothing: the archives kept are then the newest good ones.
 */
export const backupJob = (backups: Backups, { everyMs, keepDaily, keepWeekly }: Config['backup']) =>
  ({
    name: 'backup',
    everyMs,
    async run() {
      const { size } = await backups.take()
      const removed = await pruneBackups(backups.dir, { daily: keepDaily, weekly: keepWeekly })
      return { bytes: size, removed: removed.length }
    },
  }) satisfies Job

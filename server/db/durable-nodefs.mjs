// The embedded database's files, made durable. PGlite 0.5 starts PostgreSQL with fsync off (`-F`), and its Node file
// system has no fsync at all, so nothing it writes is ever asked to reach the disk: a power cut could lose
// acknowledged writes or leave the files damaged. Here PostgreSQL runs with fsync on, its fsync calls reach the disk,
// and every file written since the last checkpoint is synced before the checkpoint records itself.
// Plain JavaScript, as the worker thread that loads it.
import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { NodeFS } from '@electric-sql/pglite/nodefs'

const CONTROL_FILE = `${path.sep}global${path.sep}pg_control`
const WAL_DIR = `${path.sep}pg_wal${path.sep}`

/**
 * PostgreSQL's start parameters as PGlite sets them, but with fsync on. The write-ahead log is flushed with fsync(),
 * the call the file system below implements (Emscripten answers fdatasync() itself without asking it).
 */
export const durableStartParams = [...PGlite.defaultStartParams.filter((param) => param !== '-F'), '-c', 'wal_sync_method=fsync']

/** Syncs a file by its path: it may be closed by now, or gone (a dropped table), which needs nothing. */
function syncPath(file) {
  let fd
  try {
    fd = fs.openSync(file, 'r')
    fs.fsyncSync(fd)
  } catch (err) {
    if (err.code !== 'ENOENT') throw err
  } finally {
    if (fd !== undefined) fs.closeSync(fd)
  }
}

/**
 * Syncs every file and folder under `dir`, once the database has started: a new database's files are written by
 * PGlite's initdb, which runs apart from the file system below, and a directory that was used without it (before
 * this existed) may have writes the disk never got. Clean files cost a system call each.
 */
export function syncTree(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) syncTree(path.join(dir, entry.name))
    else if (entry.isFile()) syncPath(path.join(dir, entry.name))
  }
  syncPath(dir)
}

/**
 * PGlite's Node file system with fsync. A commit is acknowledged only once PostgreSQL's fsync of the write-ahead
 * log has reached the disk. Table and index files are written between checkpoints without a sync (the log covers
 * them), and PostgreSQL in PGlite cannot be relied on to sync them at a checkpoint, after which the log that covers
 * them is let go. So every file written since the last checkpoint is synced just before the checkpoint writes the
 * control file that lets the log go: the control file never reaches the disk ahead of the pages it vouches for.
 */
export class DurableNodeFS extends NodeFS {
  async init(pg, options) {
    const result = await super.init(pg, options)
    const { emscriptenOpts } = result
    emscriptenOpts.preRun = [...(emscriptenOpts.preRun ?? []), (mod) => makeDurable(mod.FS.filesystems.NODEFS)]
    return result
  }
}

function makeDurable(NODEFS) {
  const ops = NODEFS.stream_ops
  const written = new Set()
  const write = ops.write
  ops.write = function (stream, ...rest) {
    const file = NODEFS.realPath(stream.node)
    if (file.endsWith(CONTROL_FILE)) {
      NODEFS.tryFSOperation(() => {
        for (const each of written) syncPath(each)
      })
      written.clear()
    } else if (!file.includes(WAL_DIR)) written.add(file)
    return write.call(this, stream, ...rest)
  }
  // A failed sync is PostgreSQL's to hear about (it stops rather than carry on with data it cannot trust).
  ops.fsync = (stream) => NODEFS.tryFSOperation(() => stream.nfd && fs.fsyncSync(stream.nfd))
}

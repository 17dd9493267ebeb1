import { spawnSync } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, inject, it } from 'vitest'

// The embedded database's writes reach the disk: traced at the system calls (Debian's strace), every acknowledged
// write is preceded by an fsync of the write-ahead log, and a checkpoint syncs the table's file before it writes the
// control file. CI installs strace (.ci/run).
const hasStrace = spawnSync('strace', ['-V']).status === 0
if (!hasStrace && process.env.CI) throw new Error('strace is not installed: `apt-get install strace` (see .ci/run)')

const WRITES = 20

// The embedded database's own property: the PostgreSQL project has nothing to add.
describe.skipIf(!hasStrace || inject('postgresUrl'))('the embedded database on disk', () => {
  it('syncs the log before each write is acknowledged, and the tables before a checkpoint lets the log go', { timeout: 120_000 }, async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'scholar-hub-durable-'))
    try {
      const trace = path.join(dir, 'trace')
      const dataDir = path.join(dir, 'db')
      const child = spawnSync(
        'strace',
        ['-f', '-qq', '-y', '--seccomp-bpf', '-e', 'trace=fsync,fdatasync,pwrite64,write', '-o', trace, process.execPath, '--import', 'tsx', 'tests/support/durable-writes.ts', dataDir, String(WRITES)],
        { encoding: 'utf8', timeout: 110_000 },
      )
      expect(child.status, child.stderr).toBe(0)
      const table = /table (\S+)/.exec(child.stdout)![1]!
      // The trace in the order the calls were made: the log's syncs, the acknowledgments, the files' writes and syncs.
      const calls = (await readFile(trace, 'utf8'))
        .split('\n')
        .map((line) => {
          const ack = /write\(1<[^>]*>, "acknowledged (\d+)/.exec(line)
          if (ack) return `ack ${ack[1]}`
          if (/write\(1<[^>]*>, "checkpoint/.test(line)) return 'checkpoint'
          const call = /(fsync|fdatasync|pwrite64)\(\d+<([^>]+)>/.exec(line)
          return call ? `${call[1]} ${path.relative(dataDir, call[2]!)}` : undefined
        })
        .filter((call): call is string => call !== undefined)

      const isLogSync = (call: string) => /^fsync pg_wal\/[0-9A-F]{24}$/.test(call)
      const acks = calls.flatMap((call, i) => (call.startsWith('ack ') ? [i] : []))
      expect(acks).toHaveLength(WRITES)
      for (const [n, at] of acks.entries()) {
        const since = calls.slice(n === 0 ? 0 : acks[n - 1]! + 1, at)
        expect(since.some(isLogSync), `a log fsync before write ${n} was acknowledged`).toBe(true)
      }

      // At the checkpoint: the table's pages are written, synced, and only then is the control file written.
      const checkpoint = calls.slice(calls.indexOf('checkpoint'))
      const control = checkpoint.indexOf('pwrite64 global/pg_control')
      const lastWrite = checkpoint.lastIndexOf(`pwrite64 ${table}`, control)
      expect(lastWrite, 'the checkpoint writes the table').toBeGreaterThan(-1)
      expect(checkpoint.slice(lastWrite, control)).toContain(`fsync ${table}`)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { createReadStream, createWriteStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'
import { Header, Parser, Pax, type ReadEntry } from 'tar'
import * as v from 'valibot'
import { BackupError } from './backup-error.ts'
import { Manifest, MANIFEST_NAME, type Member } from './manifest.ts'

// A backup archive is a gzip-compressed tar (`tar -tzf` lists it): the database, the files, and last `manifest.json`,
// which lists every other member with its size and SHA-256. Beside it, `<archive>.sha256` holds the whole file's
// SHA-256 as `sha256sum` writes it.

const BLOCK = 512


export const sha256File = async (file: string) => {
  const hash = createHash('sha256')
  await pipeline(createReadStream(file), hash)
  return hash.digest('hex')
}

/** The contents of `<archive>.sha256`: the line `sha256sum -c` checks. */
export const checksumLine = (digest: string, archiveName: string) => `${digest}  ${archiveName}\n`

/** Writes an archive member by member; `finish` appends the manifest and closes the file. */
export function createArchiveWriter(file: string) {
  const gzip = createGzip({ level: 6 })
  const whole = createHash('sha256')
  const out = createWriteStream(file, { flags: 'wx', mode: 0o600 })
  const written = pipeline(
    gzip,
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        whole.update(chunk)
        if (out.write(chunk)) done()
        else out.once('drain', () => done())
      },
      final(done) {
        out.end(done)
      },
    }),
  )
  // A failure to write surfaces at `finish`; meanwhile writes must not wait on a stream that has died.
  written.catch(() => {})
  const members: Member[] = []
  const put = async (chunk: Buffer) => {
    if (!gzip.write(chunk)) await once(gzip, 'drain')
  }
  const pad = async (size: number) => {
    const padding = (BLOCK - (size % BLOCK)) % BLOCK
    if (padding) await put(Buffer.alloc(padding))
  }
  const header = (name: string, size: number) => {
    const data = { path: name, mode: 0o600, uid: 0, gid: 0, uname: '', gname: '', size, mtime: new Date(), type: 'File' as const }
    const block = Buffer.alloc(BLOCK)
    // A name past the ustar header's room goes in a pax header before it, as tar itself does.
    const needsPax = new Header(data).encode(block, 0)
    return needsPax ? Buffer.concat([new Pax(data).encode(), block]) : block
  }
  const add = async (name: string, data: Uint8Array) => {
    const body = Buffer.from(data.buffer, data.byteOffset, data.byteLength)
    await put(header(name, body.length))
    await put(body)
    await pad(body.length)
    return { name, size: body.length, sha256: createHash('sha256').update(body).digest('hex') }
  }
  return {
    async add(name: string, data: Uint8Array) {
      members.push(await add(name, data))
    },
    /** Adds a file that no one changes meanwhile (a database dump), streamed rather than read whole. */
    async addFile(name: string, file: string) {
      const { size } = await stat(file)
      await put(header(name, size))
      const hash = createHash('sha256')
      let read = 0
      for await (const chunk of (size ? createReadStream(file, { end: size - 1 }) : []) as AsyncIterable<Buffer>) {
        read += chunk.length
        hash.update(chunk)
        await put(chunk)
      }
      if (read !== size) throw new Error(`${file} changed while it was archived`)
      await pad(size)
      members.push({ name, size, sha256: hash.digest('hex') })
    },
    /** Adds `manifest.json` (made from the members written) and closes the archive; answers its SHA-256. */
    async finish(manifest: (members: Member[]) => Manifest) {
      await add(MANIFEST_NAME, Buffer.from(JSON.stringify(manifest(members), null, 2)))
      gzip.end(Buffer.alloc(BLOCK * 2))
      await written
      return whole.digest('hex')
    },
    /** Gives up on a half-written archive (the caller removes the file). */
    abort() {
      gzip.destroy()
      out.destroy()
    },
  }
}

/** What a reader does with each member: read it (a stream of its bytes), or let it be skipped. */
export type MemberHandler = (entry: ReadEntry) => Promise<void> | void

/** Reads the archive once from start to end, handing each file member to `onMember`. Damage is a `BackupError`. */
export async function readArchive(file: string, onMember: MemberHandler) {
  const pending: Promise<void>[] = []
  const parser = new Parser({
    strict: true,
    onReadEntry(entry) {
      if (entry.type !== 'File') {
        entry.resume()
        return
      }
      pending.push(Promise.resolve(onMember(entry)))
    },
  })
  try {
    await pipeline(createReadStream(file), createGunzip(), parser)
    await Promise.all(pending)
  } catch (err) {
    if (err instanceof BackupError) throw err
    throw new BackupError(damageMessage(file, err as NodeJS.ErrnoException))
  }
}

function damageMessage(file: string, err: NodeJS.ErrnoException) {
  if (err.code === 'ENOENT') return `${file} does not exist`
  if (err.code === 'EISDIR') return `${file} is a directory, not a backup archive`
  if (err.code === 'Z_DATA_ERROR') return `${file} is not a Scholar Hub backup: it is not a gzip-compressed archive (${err.message})`
  if (err.code === 'Z_BUF_ERROR' || /unexpected end/i.test(err.message)) return `${file} is truncated: it ends before the archive does. Copy it again from where it was made`
  return `${file} is damaged or not a Scholar Hub backup: ${err.message}`
}

/** Reads every member's bytes through SHA-256, keeping the manifest's text. */
async function digestMembers(file: string) {
  const seen: Member[] = []
  let manifestText: string | undefined
  await readArchive(file, async (entry) => {
    const hash = createHash('sha256')
    const chunks: Buffer[] = []
    const isManifest = entry.path === MANIFEST_NAME
    let size = 0
    entry.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (isManifest) chunks.push(chunk)
      else hash.update(chunk)
    })
    await once(entry, 'end')
    if (isManifest) manifestText = Buffer.concat(chunks).toString('utf8')
    else seen.push({ name: entry.path, size, sha256: hash.digest('hex') })
  })
  return { seen, manifestText }
}

/**
 * Checks an archive through before anything is restored from it: the detached checksum when it is there, that it is
 * ours (a manifest of our format), and that every member is there whole, as the manifest lists it, and nothing else.
 */
export async function verifyArchive(file: string, { checksumFile = `${file}.sha256` } = {}): Promise<Manifest> {
  const expected = await readChecksum(checksumFile)
  if (expected) {
    const actual = await sha256File(file).catch((err: NodeJS.ErrnoException) => {
      throw new BackupError(damageMessage(file, err))
    })
    if (actual !== expected) throw new BackupError(`${file} does not match its checksum in ${checksumFile} (SHA-256 ${actual}, expected ${expected}): the copy is damaged or is another archive`)
  }
  const { seen, manifestText } = await digestMembers(file)
  if (manifestText === undefined) throw new BackupError(`${file} is not a Scholar Hub backup: it has no ${MANIFEST_NAME}`)
  let parsed: unknown
  try {
    parsed = JSON.parse(manifestText)
  } catch {
    throw new BackupError(`${file} is not a Scholar Hub backup: its ${MANIFEST_NAME} is not JSON`)
  }
  const result = v.safeParse(Manifest, parsed)
  if (!result.success) throw new BackupError(`${file} is not a Scholar Hub backup of a format this version reads: ${MANIFEST_NAME} ${v.getDotPath(result.issues[0]) ?? ''} ${result.issues[0].message}`.trim())
  const manifest = result.output
  const listed = new Map(manifest.members.map((member) => [member.name, member]))
  for (const member of seen) {
    const entry = listed.get(member.name)
    if (!entry) throw new BackupError(`${file} holds ${member.name}, which its manifest does not list: it is not an archive as it was made`)
    if (entry.size !== member.size || entry.sha256 !== member.sha256) throw new BackupError(`${file}: ${member.name} does not match its checksum in the manifest: the archive is damaged`)
    listed.delete(member.name)
  }
  if (listed.size) throw new BackupError(`${file} lacks ${[...listed.keys()].slice(0, 3).join(', ')}${listed.size > 3 ? ` and ${listed.size - 3} more` : ''}, which its manifest lists: it is incomplete`)
  return manifest
}

/** The digest in `<archive>.sha256`, or undefined without one; a file that holds no digest is refused. */
async function readChecksum(checksumFile: string) {
  const text = await readFile(checksumFile, 'utf8').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return undefined
    throw err
  })
  if (text === undefined) return undefined
  const digest = /^([0-9a-f]{64})\b/i.exec(text.trim())?.[1]
  if (!digest) throw new BackupError(`${checksumFile} does not hold a SHA-256 checksum`)
  return digest.toLowerCase()
}

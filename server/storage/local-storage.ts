import { createReadStream } from 'node:fs'
import { mkdir, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** Where uploaded and demo files live; the one place that turns a stored path into a location on disk. */
export interface FileStorage {
  readonly root: string
  /** The absolute location of a stored path, or null when the path would leave the storage root. */
  locate(storedPath: string): string | null
  write(storedPath: string, data: Buffer | Uint8Array): Promise<void>
  exists(storedPath: string): Promise<boolean>
  read(storedPath: string): NodeJS.ReadableStream
  /** Deletes a stored file; a file already gone is not an error. */
  remove(storedPath: string): Promise<void>
}

const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/

export function createLocalStorage(root: string): FileStorage {
  const base = path.resolve(root)
  const locate = (storedPath: string) => {
    const segments = storedPath.split('/')
    // Only plain names: no '..', no hidden files, no empty or absolute parts, no encoded tricks.
    if (segments.length > 8 || !segments.every((s) => SAFE_SEGMENT.test(s) && !s.includes('..'))) return null
    const full = path.resolve(base, ...segments)
    return full.startsWith(base + path.sep) ? full : null
  }
  const required = (storedPath: string) => {
    const full = locate(storedPath)
    if (!full) throw new Error(`Refused file path: ${storedPath}`)
    return full
  }
  return {
    root: base,
    locate,
    async write(storedPath, data) {
      const full = required(storedPath)
      await mkdir(path.dirname(full), { recursive: true })
      await writeFile(full, data)
    },
    async exists(storedPath) {
      const full = locate(storedPath)
      return full ? stat(full).then((s) => s.isFile(), () => false) : false
    },
    read: (storedPath) => createReadStream(required(storedPath)),
    async remove(storedPath) {
      await rm(required(storedPath), { force: true })
    },
  }
}

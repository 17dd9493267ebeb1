import { inflateRawSync } from 'node:zlib'
import { zipEntries } from '../../server/modules/templates/zip-entries.ts'

/** One entry of a zip archive, unpacked: enough to read a Word document's XML in a test. */
export function readZipEntry(data: Buffer, name: string) {
  const entry = zipEntries(data)?.find((e) => e.name === name)
  if (!entry) return null
  const at = entry.localHeaderOffset
  const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28)
  const raw = data.subarray(start, start + entry.compressedSize)
  return (entry.method === 8 ? inflateRawSync(raw) : raw).toString('utf8')
}

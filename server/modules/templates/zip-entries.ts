export interface ZipEntry {
  name: string
  /** 0 stored, 8 deflated. */
  method: number
  compressedSize: number
  localHeaderOffset: number
}

/**
 * The entries of a zip archive, read from its central directory; null when the bytes are not a whole zip.
 * Enough to tell a Word document from any other zip without unpacking it.
 */
export function zipEntries(data: Buffer): ZipEntry[] | null {
  const END_SIGNATURE = 0x06054b50
  const ENTRY_SIGNATURE = 0x02014b50
  // The end record is 22 bytes plus a comment of up to 65,535.
  const earliest = Math.max(0, data.length - 22 - 0xffff)
  let end = -1
  for (let at = data.length - 22; at >= earliest; at--) {
    if (data.readUInt32LE(at) === END_SIGNATURE) {
      end = at
      break
    }
  }
  if (end < 0) return null
  const count = data.readUInt16LE(end + 10)
  let at = data.readUInt32LE(end + 16)
  const entries: ZipEntry[] = []
  for (let n = 0; n < count; n++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== ENTRY_SIGNATURE) return null
    const nameLength = data.readUInt16LE(at + 28)
    const extraLength = data.readUInt16LE(at + 30)
    const commentLength = data.readUInt16LE(at + 32)
    if (at + 46 + nameLength > data.length) return null
    entries.push({
      name: data.toString('utf8', at + 46, at + 46 + nameLength),
      method: data.readUInt16LE(at + 10),
      compressedSize: data.readUInt32LE(at + 20),
      localHeaderOffset: data.readUInt32LE(at + 42),
    })
    at += 46 + nameLength + extraLength + commentLength
  }
  return entries
}

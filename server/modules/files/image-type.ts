import type { PROFILE_PHOTO_TYPES } from '../../../contract/account.ts'

/** The image types people upload as photos, told apart by their first bytes, never by name or declared type. */
const signatures: { mimeType: (typeof PROFILE_PHOTO_TYPES)[number]; extension: string; matches: (data: Buffer) => boolean }[] = [
  { mimeType: 'image/jpeg', extension: 'jpg', matches: (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mimeType: 'image/png',
    extension: 'png',
    matches: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    mimeType: 'image/webp',
    extension: 'webp',
    matches: (b: Buffer) => b.length > 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  },
  { mimeType: 'image/gif', extension: 'gif', matches: (b: Buffer) => /^GIF8[79]a$/.test(b.toString('latin1', 0, 6)) },
]

export type ImageType = Pick<(typeof signatures)[number], 'mimeType' | 'extension'>

/** JPEG, PNG, WebP or GIF by magic number; anything else (SVG, HTML, a renamed script) is null. */
export function detectImageType(data: Buffer): ImageType | null {
  const match = signatures.find((s) => s.matches(data))
  return match ? { mimeType: match.mimeType, extension: match.extension } : null
}

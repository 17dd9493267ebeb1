import { sanitizeSvg } from './sanitize-svg.ts'
import { detectImageType } from './image-type.ts'

export interface MediaImage {
  mimeType: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/svg+xml'
  extension: string
  /** What is stored: the bytes sent, or for an SVG its cleaned text. */
  data: Buffer
}

/** PNG: the signature, then chunks (length, type, data, CRC) up to IEND, which must be the file's last byte. */
function pngEndsAtIend(data: Buffer) {
  let at = 8
  while (at + 12 <= data.length) {
    const length = data.readUInt32BE(at)
    const type = data.toString('latin1', at + 4, at + 8)
    at += 12 + length
    if (type === 'IEND') return at === data.length
  }
  return false
}

/** JPEG: the end-of-image marker is the last thing in the file. */
const jpegEndsAtEoi = (data: Buffer) => data.length > 4 && data[data.length - 2] === 0xff && data[data.length - 1] === 0xd9

/** WebP: the RIFF header's size covers the whole file (with its one byte of padding at most). */
const webpSizeMatches = (data: Buffer) => {
  const declared = data.readUInt32LE(4) + 8
  return declared === data.length || declared + (declared % 2) === data.length
}

const wholeFile: Record<string, (data: Buffer) => boolean> = { 'image/png': pngEndsAtIend, 'image/jpeg': jpegEndsAtEoi, 'image/webp': webpSizeMatches }

// What a browser that guesses a type from content looks for to treat bytes as a page.
const MARKUP = /<(?:script|html|head|body|iframe|object|embed|svg|!doctype)[\s>/]/i

/**
 * The image a staff member uploads to the media library, judged by its bytes alone (never the name or the type the
 * browser claims): a whole PNG, JPEG or WebP with nothing after its end and no page markup inside, or an SVG
 * document, cleaned. Anything else (HTML, a script, a GIF, an image with a page appended) is null.
 */
export function checkMediaImage(data: Buffer): MediaImage | null {
  const raster = detectImageType(data)
  if (raster) {
    const complete = wholeFile[raster.mimeType]
    if (!complete?.(data) || MARKUP.test(data.toString('latin1'))) return null
    return { mimeType: raster.mimeType as MediaImage['mimeType'], extension: raster.extension, data }
  }
  if (data.includes(0)) return null
  const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false })
  let svg: string | null
  try {
    svg = sanitizeSvg(text.decode(data))
  } catch {
    return null
  }
  return svg ? { mimeType: 'image/svg+xml', extension: 'svg', data: Buffer.from(svg) } : null
}

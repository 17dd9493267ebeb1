import { randomBytes } from 'node:crypto'
import { slugify } from '../lib/slugify.ts'

/**
 * A listing's slug: words of its title and a random tail of eight letters and digits, so two "Clinical Fellow"
 * posts never share one, and no slug is ever one of the list's own paths (`countries`, `calendar.ics`).
 */
export function listingSlug(title: string, fallback: string) {
  const base = slugify(title).slice(0, 80).replace(/-+$/, '') || fallback
  const tail = BigInt(`0x${randomBytes(6).toString('hex')}`).toString(36).padStart(8, '0').slice(-8)
  return `${base}-${tail}`
}

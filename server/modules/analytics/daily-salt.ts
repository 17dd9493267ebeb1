import { createHash, randomBytes } from 'node:crypto'
import type { AnalyticsLog } from './batch-writer.ts'
import type { AnalyticsRepository } from './repository.ts'

const SALT_BYTES = 32

// After a failed read, views wait this long before one tries again (and are not counted meanwhile): a database
// that is down is not asked again by every view.
const RETRY_AFTER_MS = 10_000

/**
 * The day's salt, as Plausible counts visitors: one random value per UTC day, made by whichever node needs it first
 * and shared through the database, kept here for the day so a view costs no database round trip. The rollup job
 * deletes a salt once its day has ended.
 */
export function createDailySalts(repo: Pick<AnalyticsRepository, 'salt'>, log: Pick<AnalyticsLog, 'error'>) {
  let current: { day: string; salt: Buffer } | undefined
  let loading: { day: string; salt: Promise<Buffer> } | undefined
  let failedAt = -Infinity

  return {
    /** The day's salt when this node has it already. */
    cached(day: string) {
      return current?.day === day ? current.salt : undefined
    },

    /** Reads (or makes) the day's salt once, however many views wait for it. */
    load(day: string): Promise<Buffer> {
      if (loading?.day !== day) {
        if (Date.now() - failedAt < RETRY_AFTER_MS) return Promise.reject(new Error('the day\'s salt could not be read lately'))
        const salt = repo.salt(day, randomBytes(SALT_BYTES)).then(
          (salt) => {
            if (!current || current.day <= day) current = { day, salt }
            return salt
          },
          (err: unknown) => {
            loading = undefined
            failedAt = Date.now()
            log.error({ err }, 'the day\'s analytics salt could not be read; views are not counted for a while')
            throw err
          },
        )
        loading = { day, salt }
      }
      return loading.salt
    },

    /** Resolves once a salt being read has arrived or failed, and the views waiting for it have gone on. */
    async settled() {
      await loading?.salt.catch(() => undefined)
    },
  }
}

/**
 * Who a view came from, as a number that means something only within its day: a hash of the day's salt, the site,
 * the client's address and its User-Agent. It is not personal data: the address and the User-Agent are never
 * stored, and once the day's salt is deleted nobody, us included, can compute the same number again from an address,
 * so a visitor can neither be named nor followed from one day to the next. The site is in it so that two sites
 * sharing a database never count one person as the same visitor.
 */
export function visitorOf(salt: Buffer, site: string, address: string, userAgent: string) {
  const digest = createHash('sha256').update(salt).update(`${site}\n${address}\n${userAgent}`).digest()
  // The first 8 bytes as a signed bigint, the column's type; as text, which pg sends in an array as it is.
  return digest.readBigInt64BE(0).toString()
}

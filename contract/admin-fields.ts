import * as v from 'valibot'
import { envelope, messages } from './common.ts'

// The field rules every management form shares: staff's text, lookups by id, exact moments and links are
// checked the same way whichever area's form sends them.

const printable = (label: string) => v.regex(/^[^\p{Cc}]*$/u, `${label} may hold letters, digits and punctuation only`)

export const requiredText = (label: string, max: number) =>
  v.pipe(v.string(`${label} must be text`), v.trim(), v.nonEmpty(messages.required), v.maxLength(max, `${label} may be at most ${max} characters`), printable(label))

/** Optional one-line text: left out, null or blank all mean none. */
export const optionalText = (label: string, max: number) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(`${label} must be text`),
        v.trim(),
        v.maxLength(max, `${label} may be at most ${max} characters`),
        printable(label),
        v.transform((s) => s || null),
      ),
    ),
    null,
  )

/** Plain text of several lines, shown as written; empty when left out. */
export const plainText = (label: string, max: number) =>
  v.optional(
    v.pipe(
      v.string(`${label} must be text`),
      v.maxLength(max, `${label} may be at most ${max} characters`),
      v.regex(/^(?:[^\p{Cc}]|[\t\n\r])*$/u, `${label} may hold letters, digits and punctuation only`),
      v.trim(),
    ),
    '',
  )

/** A row of a lookup list, by the id the form's choices carry. */
export const lookupId = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(2 ** 31 - 1, message))

/** A row id in a path (`/admin/vacancies/{id}`). */
export const idParam = (message: string) => v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/, message), v.transform(Number))

const momentMessage = 'Give a date and time with its time zone, such as 2026-03-31T17:00:00+01:00'
const MOMENT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](?:0\d|1[0-4]):[0-5]\d)$/

/** A calendar day that exists (no 31 April) and a time of day, in the years a listing can have. */
const isRealMoment = (text: string) => {
  const [year, month, day, hour, minute, second = 0] = (MOMENT.exec(text) ?? []).slice(1).map((part) => (part === undefined ? undefined : Number(part)))
  if (year === undefined || month === undefined || day === undefined || hour === undefined || minute === undefined) return false
  const date = new Date(Date.UTC(year, month - 1, day))
  return year >= 2000 && year <= 2100 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60 && second < 60
}

/** An exact moment with its offset (or Z), as ISO 8601 writes it. */
export const Moment = v.pipe(v.string(momentMessage), v.check(isRealMoment, momentMessage), v.transform((text) => new Date(text)))

const linkMessage = 'Enter a valid URL starting with http:// or https://'
/** A web address people are sent to in a new tab. */
export const WebLink = v.pipe(
  v.string(linkMessage),
  v.trim(),
  v.maxLength(2000, 'The link may be at most 2000 characters'),
  v.url(linkMessage),
  v.check((url) => /^https?:\/\//i.test(url), linkMessage),
)

/** A form's choice with the id a record is saved with. */
export const LookupOption = v.object({
  id: v.number(),
  title: v.string(),
  /** A retired value: offered only to a record that has it already (the server refuses it to any other). */
  retired: v.optional(v.boolean()),
})
export type LookupOption = v.InferOutput<typeof LookupOption>
export const LookupListResponse = envelope(v.array(LookupOption))

/** `.../lookups/countries/{countryId}/states`: the states a form offers once a country is chosen. */
export const LookupStatesParams = v.object({ countryId: idParam('Country id must be a number') })

const zoneMessage = 'Choose a time zone from the list, such as America/Toronto'
/** A time zone name the IANA database knows ('America/Toronto', 'UTC'); offsets and abbreviations are not zones. */
export const TimeZoneName = v.pipe(
  v.string(zoneMessage),
  v.trim(),
  v.maxLength(64, zoneMessage),
  v.regex(/^(?:UTC|[A-Z][A-Za-z_-]+(?:\/[A-Za-z0-9_+-]+){1,2})$/, zoneMessage),
  v.check((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone })
      return true
    } catch {
      return false
    }
  }, zoneMessage),
)

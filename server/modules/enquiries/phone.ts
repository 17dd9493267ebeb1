import { parsePhoneNumberFromString } from 'libphonenumber-js'

/**
 * The international (E.164) form of a phone number as a client typed it, or null. Only a number written with its
 * country code (+44 ..., 0044 ...) is read: without one, the country is a guess, and a wrong guess is worse than none.
 */
export function internationalPhone(typed: string): string | null {
  const withPlus = typed.trim().replace(/^00/, '+')
  if (!withPlus.startsWith('+')) return null
  const parsed = parsePhoneNumberFromString(withPlus)
  return parsed?.isValid() ? parsed.number : null
}

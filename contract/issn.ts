/** ISSN's check digit (ISO 3297): the first seven digits weighted 8 down to 2, modulo 11; 10 is written X. */
function checkDigit(first7: string) {
  let sum = 0
  for (let i = 0; i < 7; i++) sum += Number(first7[i]) * (8 - i)
  const digit = (11 - (sum % 11)) % 11
  return digit === 10 ? 'X' : String(digit)
}

/**
 * '1234-567X' from an ISSN as files write it ('1234567x', ' 1234-567X '), or null when it is not one: the
 * check digit catches most typing slips, which would otherwise match the wrong journal on re-import.
 */
export function normalizeIssn(raw: string): string | null {
  const compact = raw.trim().toUpperCase().replace('-', '')
  if (!/^\d{7}[\dX]$/.test(compact) || checkDigit(compact) !== compact[7]) return null
  return `${compact.slice(0, 4)}-${compact.slice(4)}`
}

/** A valid ISSN made from a number below 10,000,000: the factories' and the bench's made-up journals. */
export function issnFromNumber(n: number) {
  const first7 = String(n).padStart(7, '0')
  return `${first7.slice(0, 4)}-${first7.slice(4)}${checkDigit(first7)}`
}

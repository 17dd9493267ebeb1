const currencyFormats = new Map<string, Intl.NumberFormat>()

function currencyFormat(currency: string, wholeWithoutDecimals: boolean) {
  const key = `${currency} ${wholeWithoutDecimals}`
  let format = currencyFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat('en-IN', { style: 'currency', currency, trailingZeroDisplay: wholeWithoutDecimals ? 'stripIfInteger' : 'auto' })
    currencyFormats.set(key, format)
  }
  return format
}

/**
 * An amount the API sends in whole minor units (paise, cents), in en-IN with its currency: '₹1,499.00', or with
 * `wholeWithoutDecimals` '₹12,00,000' (a salary) while '£25.50' keeps its pence. How many minor units a currency
 * has (2 for INR and USD, 0 for JPY) is the formatter's own fraction digits. A code Intl does not know still
 * says the amount: '1499 XYZ'.
 */
export function formatMinorUnits(amount: number, currency: string, { wholeWithoutDecimals = false } = {}): string {
  try {
    const format = currencyFormat(currency, wholeWithoutDecimals)
    return format.format(amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2))
  } catch {
    return `${amount} ${currency}`
  }
}

/** How many minor units a currency's unit has: 2 for INR and USD, 0 for JPY. */
export const minorUnitDigits = (currency: string) => currencyFormat(currency, false).resolvedOptions().maximumFractionDigits ?? 2

/** Minor units as a decimal string, as PayPal's API and most others take an amount: 149900 INR is "1499.00". */
export function decimalAmount(minor: number, currency: string) {
  const digits = minorUnitDigits(currency)
  return (minor / 10 ** digits).toFixed(digits)
}

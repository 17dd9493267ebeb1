import { describe, expect, it } from 'vitest'
import { safeWebLink } from '../../lib/web-link.ts'
import { apcLabel, impactFactorLabel, weeksLabel } from './format.ts'

describe('journal card labels', () => {
  it('formats the APC from minor units in each currency', () => {
    expect(apcLabel(null)).toBe('No APC')
    expect(apcLabel({ amount: 149900, currency: 'INR' })).toBe('APC ₹1,499.00')
    expect(apcLabel({ amount: 2000, currency: 'JPY' })).toBe('APC JP¥2,000')
    expect(apcLabel({ amount: null, currency: null })).toBe('APC charged')
    expect(apcLabel({ amount: 500, currency: 'NOPE' })).toBe('APC 500 NOPE')
  })

  it('says when a number is not known', () => {
    expect(impactFactorLabel(null)).toBe('Not listed')
    expect(impactFactorLabel(1234.5)).toBe('1,234.5')
    expect(weeksLabel(null)).toBe('Not stated')
    expect(weeksLabel(1)).toBe('1 week')
  })

  it('links only to web addresses', () => {
    expect(safeWebLink('https://example.org')).toBe('https://example.org')
    expect(safeWebLink('javascript:alert(1)')).toBeNull()
    expect(safeWebLink(null)).toBeNull()
  })
})

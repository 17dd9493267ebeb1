import { describe, expect, it } from 'vitest'
import { closesLabel, locationLabel, salaryLabel } from './format.ts'

describe('vacancy card labels', () => {
  it('says how long is left by the viewer’s calendar', () => {
    const now = new Date(2026, 2, 5, 10, 0)
    expect(closesLabel(new Date(2026, 2, 5, 23, 59).toISOString(), now)).toBe('Closes today')
    expect(closesLabel(new Date(2026, 2, 6, 0, 30).toISOString(), now)).toBe('Closes tomorrow')
    expect(closesLabel(new Date(2026, 2, 8, 9, 0).toISOString(), now)).toBe('Closes in 3 days')
    expect(closesLabel(new Date(2026, 2, 5, 9, 0).toISOString(), now)).toBe('Closed')
  })

  it('formats a salary from minor units with its currency and period', () => {
    expect(salaryLabel({ min: 120000000, max: 180000000, currency: 'INR', period: 'year' })).toBe('₹12,00,000 – ₹18,00,000 a year')
    expect(salaryLabel({ min: 6000000, max: null, currency: 'USD', period: 'year' })).toBe('From $60,000 a year')
    expect(salaryLabel({ min: null, max: 2550, currency: 'GBP', period: 'hour' })).toBe('Up to £25.50 an hour')
    expect(salaryLabel({ min: 500000, max: 500000, currency: 'JPY', period: 'month' })).toBe('JP¥5,00,000 a month')
  })

  it('names the state and country, or the country alone', () => {
    expect(locationLabel({ state: { slug: 'ontario', title: 'Ontario' }, country: { slug: 'canada', title: 'Canada' } })).toBe('Ontario, Canada')
    expect(locationLabel({ state: null, country: { slug: 'greenland', title: 'Greenland' } })).toBe('Greenland')
  })
})

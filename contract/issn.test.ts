import { describe, expect, it } from 'vitest'
import { issnFromNumber, normalizeIssn } from './issn.ts'

describe('ISSN', () => {
  it('accepts real ISSNs in the forms files write them', () => {
    expect(normalizeIssn('0140-6736')).toBe('0140-6736') // The Lancet
    expect(normalizeIssn('2044-6055')).toBe('2044-6055') // BMJ Open
    expect(normalizeIssn(' 1932-6203 ')).toBe('1932-6203') // PLOS ONE
    expect(normalizeIssn('0028-4793')).toBe('0028-4793')
    expect(normalizeIssn('2049-369x')).toBe('2049-369X')
    expect(normalizeIssn('2049369X')).toBe('2049-369X')
  })

  it('refuses a wrong check digit and anything that is not an ISSN', () => {
    for (const bad of ['0140-6737', '1234-5678', '123-4567', 'abcd-efgh', '', '0140-67366', '0140--6736']) expect(normalizeIssn(bad)).toBeNull()
  })

  it('makes valid ISSNs from numbers', () => {
    for (const n of [0, 1, 1_234_567, 9_999_999]) expect(normalizeIssn(issnFromNumber(n))).toBe(issnFromNumber(n))
  })
})

import { describe, expect, it } from 'vitest'
import { BadRow, doajColumns, journalFromDoajRow } from './doaj-row.ts'
import { subjectsFromHeadings } from './subject-headings.ts'

const row = (cells: Partial<Record<keyof typeof doajColumns, string>>) =>
  Object.fromEntries(Object.entries({ title: 'A Journal', issnElectronic: '2044-6055', issnPrint: '', ...cells }).map(([k, v]) => [doajColumns[k as keyof typeof doajColumns], v]))

describe('a DOAJ row', () => {
  it('reads charges in the currency’s own minor units, taking the first of several', () => {
    expect(journalFromDoajRow(row({ apc: 'Yes', apcAmount: '1500 USD' })).apc).toEqual({ amountMinor: 150000, currency: 'USD' })
    expect(journalFromDoajRow(row({ apc: 'Yes', apcAmount: '2,000.50 EUR; 10 USD' })).apc).toEqual({ amountMinor: 200050, currency: 'EUR' })
    expect(journalFromDoajRow(row({ apc: 'Yes', apcAmount: '30000 JPY' })).apc).toEqual({ amountMinor: 30000, currency: 'JPY' })
    expect(journalFromDoajRow(row({ apc: 'Yes', apcAmount: '' })).apc).toEqual({ amountMinor: null, currency: null })
    expect(journalFromDoajRow(row({ apc: 'No', apcAmount: '100 USD' })).apc).toBeNull()
    // Without the columns nothing is known, so nothing stored is changed.
    expect(journalFromDoajRow(row({})).apc).toBeUndefined()
  })

  it.each([
    [{ apcAmount: '100 XYZ' }, /amount and a currency/],
    [{ apcAmount: '99999999 USD' }, /plausible/],
    [{ apc: 'Maybe' }, /Yes or No/],
    [{ issnElectronic: '2044-6056' }, /not a valid ISSN/],
    [{ url: 'javascript:alert(1)' }, /not a web address/],
    [{ weeks: '600' }, /from 0 to 520/],
    [{ title: 'x'.repeat(501) }, /longer than 500/],
    [{ keywords: Array.from({ length: 31 }, (_, i) => `k${i}`).join(',') }, /More than 30 keywords/],
  ])('rejects %j', (cells, message) => {
    expect(() => journalFromDoajRow(row(cells))).toThrow(BadRow)
    expect(() => journalFromDoajRow(row(cells))).toThrow(message)
  })

  it('cleans cells: control characters, repeated keywords, one ISSN in both columns', () => {
    const journal = journalFromDoajRow(row({ title: ' The\u0000 Lancet\n', keywords: 'Cancer, cancer,  oncology ,', issnPrint: '2044-6055' }))
    expect(journal).toMatchObject({ title: 'The Lancet', keywords: ['Cancer', 'oncology'], issnPrint: undefined, issnElectronic: '2044-6055', openAccess: true, indexes: ['doaj'] })
  })
})

describe('DOAJ subject headings', () => {
  it.each([
    ['Medicine: Internal medicine: Specialties of internal medicine: Diseases of the circulatory (Cardiovascular) system', ['cardiology']],
    ['Medicine: Pediatrics | Medicine: Gynecology and obstetrics', ['pediatrics', 'obstetrics-and-gynecology']],
    ['Medicine: Internal medicine: Neoplasms. Tumors. Oncology. Including cancer and carcinogens', ['oncology']],
    ['Medicine: Internal medicine', ['internal-medicine']],
    ['Medicine: Dentistry', ['dentistry']],
    ['Medicine: Cardiology | Medicine: Yoga Therapy', ['cardiology', 'yoga-therapy']],
    ['Science: Mathematics', []],
  ])('maps %s', (cell, slugs) => {
    expect(subjectsFromHeadings(cell)).toEqual(slugs)
  })
})

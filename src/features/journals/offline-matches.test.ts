import { describe, expect, it } from 'vitest'
import { filterJournals } from './offline-matches.ts'
import { cardiology, journal, publisher, pubmed, scopus } from '../../test-utils/journals.ts'

const journals = [
  journal(1, { title: 'Corazón y Vasos', impactFactor: 3, publisher, indexes: [scopus], subjects: [cardiology], openAccess: true }),
  journal(2, { title: 'Imaging Letters', impactFactor: 9.5, indexes: [pubmed], keywords: ['cardiac imaging'], apc: { amount: 100, currency: 'USD' } }),
  journal(3, { title: 'Open Medicine', impactFactor: null, openAccess: true, apc: { amount: null, currency: null } }),
  journal(4, { title: 'Anatomy Notes', impactFactor: 3 }),
]
const ids = (found: { id: number }[]) => found.map((j) => j.id)

describe('filterJournals', () => {
  it('lists by impact factor, highest first and none last, then by title', () => {
    expect(ids(filterJournals(journals, {}))).toEqual([2, 4, 1, 3])
  })

  it('applies each filter as the API does', () => {
    expect(ids(filterJournals(journals, { publisher: 'bmc' }))).toEqual([1])
    expect(ids(filterJournals(journals, { indexes: ['scopus', 'pubmed'] }))).toEqual([2, 1])
    expect(ids(filterJournals(journals, { impactFactor: 3 }))).toEqual([2, 4, 1])
    expect(ids(filterJournals(journals, { subject: 'cardiology' }))).toEqual([1])
    expect(ids(filterJournals(journals, { openAccess: true }))).toEqual([1, 3])
    // A journal that charges without saying how much still charges.
    expect(ids(filterJournals(journals, { noApc: true }))).toEqual([4, 1])
  })

  it('finds every search word in the title, publisher or keywords, ignoring case and accents', () => {
    expect(ids(filterJournals(journals, { search: 'CARDI' }))).toEqual([2])
    expect(ids(filterJournals(journals, { search: 'corazon biomed' }))).toEqual([1])
    expect(ids(filterJournals(journals, { search: 'imaging anatomy' }))).toEqual([])
  })
})

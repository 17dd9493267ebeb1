import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import type { AdminJournal } from '../../../../contract/admin-journals.ts'
import { emptyJournal, fromItem, journalFormSchema } from './journal-form.ts'

const item: AdminJournal = {
  id: 7,
  slug: 'journal-of-tests',
  title: 'Journal of Tests',
  link: 'https://tests.example.org/',
  impactFactor: 3.125,
  publisher: 'Test Press',
  issnPrint: '0317-8471',
  issnElectronic: null,
  country: 'India',
  languages: ['English', 'Hindi'],
  openAccess: true,
  apc: { amount: 150050, currency: 'USD' },
  licence: 'CC BY',
  reviewProcess: null,
  weeksToPublication: 12,
  scope: 'Tests.',
  keywords: ['testing', 'quality'],
  subjectIds: [3, 5],
  indexes: ['doaj'],
  labels: { subjects: [], indexes: [] },
  sources: {},
  updatedAt: '2026-01-01T00:00:00.000Z',
}

const parse = (values: typeof emptyJournal) => v.safeParse(journalFormSchema(), values)

describe('the Manage Journal form', () => {
  it('turns a journal into its boxes and back into the same input', () => {
    const result = parse(fromItem(item))
    expect(result.success).toBe(true)
    const { id: _id, slug: _slug, labels: _labels, sources: _sources, updatedAt: _updatedAt, ...input } = item
    expect(result.output).toEqual(input)
  })

  it('sends a charge of unknown size, and no charge, as the API says them', () => {
    expect(parse({ ...emptyJournal, title: 'A', apc: 'unknown' }).output).toMatchObject({ apc: { amount: null, currency: null } })
    expect(parse({ ...emptyJournal, title: 'A', apc: 'none', apcAmount: '12' }).output).toMatchObject({ apc: null })
  })

  it.each([
    [{ title: '' }, 'title', 'Field required'],
    [{ title: 'A', impactFactor: 'high' }, 'impactFactor', 'Impact factor is a number from 0 to 10000 with up to three decimals'],
    [{ title: 'A', issnPrint: '1234-5678' }, 'issnPrint', 'Give an ISSN such as 1234-5679, with its check digit'],
    [{ title: 'A', link: 'ftp://x' }, 'link', 'Enter a valid URL starting with http:// or https://'],
    [{ title: 'A', apc: 'amount' as const, apcAmount: '100' }, 'apc.currency', 'Give both the amount and its currency, or neither'],
  ])('puts the contract’s message under its field: %o', (change, path, message) => {
    const result = parse({ ...emptyJournal, ...change })
    expect(result.success).toBe(false)
    expect(result.issues!.some((issue) => v.getDotPath(issue) === path && issue.message === message)).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import { journalIndexes, type Journal } from '../../../../contract/journals.ts'
import { cardOf } from './cards.ts'
import { completionsOf, findTerm } from './dictionary.ts'
import { buildIndexHere, type CatalogueRecord } from './journal-index.ts'
import { listJournals } from './list-search.ts'
import { matchManuscript } from './matcher.ts'
import { fold, termOf } from './terms.ts'
import { createTopK } from './top-k.ts'

let nextId = 1
const record = (title: string, extra: Partial<CatalogueRecord> = {}): CatalogueRecord => ({
  id: nextId++,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  title,
  link: null,
  impactFactor: null,
  publisher: null,
  indexes: [],
  subjects: [],
  issnPrint: null,
  issnElectronic: null,
  country: null,
  languages: [],
  openAccess: false,
  apc: null,
  licence: null,
  reviewProcess: null,
  weeksToPublication: null,
  keywords: [],
  scope: '',
  ...extra,
})

const index = buildIndexHere(
  [
    record('Heart Failure Reports', { impactFactor: 2, scope: 'Cardiomyopathy and ventricular function.' }),
    record('Journal of Cardiology', { impactFactor: 7, scope: 'Coronary disease and heart failure.', subjects: [{ slug: 'cardiology', title: 'Cardiology' }] }),
    record('Paediatric Research', { impactFactor: 3, scope: 'Children’s tumours and neonatal care.' }),
    record('Heartburn Quarterly', { scope: 'Reflux.' }),
    record('Médecine Tropicale', { impactFactor: 1, scope: 'Paludisme.' }),
  ],
  [...journalIndexes],
)
const titles = (search: string, extra = {}) => listJournals(index, { page: 1, pageSize: 20, search, ...extra }).docs.map((d) => cardOf(index, d).title)

describe('terms', () => {
  it('folds British spellings and word forms together', () => {
    for (const [a, b] of [
      ['paediatric', 'pediatric'],
      ['tumours', 'tumor'],
      ['randomised', 'randomized'],
      ['haematology', 'hematology'],
      ['oedema', 'edema'],
      ['centre', 'center'],
      ['therapies', 'therapy'],
    ]) expect(termOf(a!), `${a} ~ ${b}`).toBe(termOf(b!))
    expect(fold('anaesthesia')).toBe('anesthesia')
  })
})

describe('the in-memory search', () => {
  it('finds terms and their completions, the most frequent first', () => {
    expect(findTerm(index, termOf('heart'))).toBeDefined()
    expect(findTerm(index, 'nosuchterm')).toBeUndefined()
    const heartCompletions = completionsOf(index, 'hear', 5).map((t) => index.dictionary.slice(index.termOffsets[t], index.termOffsets[t + 1]))
    expect(heartCompletions[0]).toBe('heart')
    expect(heartCompletions).toContain('heartburn')
  })

  it('ranks the word as typed in a title first, then completions and scope mentions', () => {
    const found = titles('heart')
    expect(found[0]).toBe('Heart Failure Reports')
    expect(found.slice(1).sort()).toEqual(['Heartburn Quarterly', 'Journal of Cardiology'])
    expect(titles('heart failure')).toEqual(['Heart Failure Reports', 'Journal of Cardiology'])
  })

  it('searches across spellings and accents', () => {
    expect(titles('pediatric tumors')).toEqual(['Paediatric Research'])
    expect(titles('medecine')).toEqual(['Médecine Tropicale'])
  })

  it('reads a list without search text in impact-factor order, none last', () => {
    expect(titles('')).toEqual(['Journal of Cardiology', 'Paediatric Research', 'Heart Failure Reports', 'Médecine Tropicale', 'Heartburn Quarterly'])
    expect(titles('', { minImpactFactor: 2.5 })).toEqual(['Journal of Cardiology', 'Paediatric Research'])
  })

  it('matches a manuscript to the journal of its field', () => {
    const { matches, subjects } = matchManuscript(index, { title: 'Coronary disease outcomes', abstract: 'Patients with coronary disease and heart failure after infarction.', keywords: [] }, {}, 3)
    expect(cardOf(index, matches[0]!.doc).title).toBe('Journal of Cardiology')
    expect(subjects).toEqual([{ slug: 'cardiology', title: 'Cardiology' }])
  })

  it('sends cards that are valid journals', () => {
    const card: Journal = cardOf(index, 0)
    expect(card).toMatchObject({ title: 'Journal of Cardiology', impactFactor: 7 })
    expect(card).not.toHaveProperty('scope')
  })
})

describe('top-k', () => {
  it('keeps the best k, ties to the lower document', () => {
    const top = createTopK(3)
    for (const [doc, score] of [
      [5, 1],
      [2, 3],
      [9, 3],
      [1, 0.5],
      [4, 3],
      [7, 2],
    ] as const)
      top.push(doc, score)
    expect(top.sorted()).toEqual([
      { doc: 2, score: 3 },
      { doc: 4, score: 3 },
      { doc: 9, score: 3 },
    ])
  })
})

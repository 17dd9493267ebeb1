import { describe, expect, it } from 'vitest'
import { queryShare, wordFrequencies } from './word-frequency.ts'

// As pg_stats gives a tsvector's most common words: the words, one share each, then the least and the most of them.
const words = ['heart', 'surgeri', 'nurs', 'cardiolog', 'cardiac', "o'brien"]
const shares = [0.3, 0.2, 0.1, 0.05, 0.02, 0.01, 0.01, 0.3]
// ANALYZE could list 10 words at a target of 1; a word it did not is rarer than the least it listed (0.01).
const frequencies = wordFrequencies([...words, 'lectur', 'professor', 'fellow', 'nhs'], [0.3, 0.2, 0.1, 0.05, 0.02, 0.01, 0.01, 0.01, 0.01, 0.01, 0.01, 0.3], 100, 1)!

describe('queryShare', () => {
  it.each([
    ["'heart'", 0.3],
    ["'neurolog'", 0.01],
    ["'heart' & 'nurs'", 0.1],
    ["'heart' <-> 'surgeri'", 0.2],
    ["'heart' <2> 'nurs'", 0.1],
    ["'nurs' | 'cardiac'", 0.12],
    ["'heart' & 'nurs' | 'cardiac'", 0.12],
    ["'heart' & ( 'nurs' | 'cardiac' )", 0.12],
    ["'cardi':*", 0.08],
    ["'cardi':*A & 'nurs'", 0.08],
    ["'surgeri' & !'heart'", 0.2],
    ["!'heart'", 1],
    ["'o''brien'", 0.01],
    ["'heart':* | 'surgeri':* | 'heart':* | 'surgeri':*", 1],
  ])('%s can match at most a share of %s', (query, share) => {
    expect(queryShare(query, frequencies)).toBeCloseTo(share, 10)
  })

  it('takes a word ANALYZE left out of a list it did not fill to be rarer than its cutoff, however common the least it listed', () => {
    // Target 1000: buckets of 1,430,000 words; a 235-byte vector holds at most 23.5 words, so at most 10 × 23.5 / 1,430,000.
    const unlisted = wordFrequencies(words, shares, 235, 1000)!.unlisted
    expect(unlisted).toBeCloseTo(235 / 1_430_000, 12)
    expect(queryShare("'neurolog'", wordFrequencies(words, shares, 235, 1000)!)).toBe(unlisted)
  })

  it('knows no frequencies of a column ANALYZE has not sampled', () => {
    expect(wordFrequencies(null, null, 100, 100)).toBeUndefined()
    expect(wordFrequencies(['heart'], [0.3], 100, 100)).toBeUndefined()
  })
})

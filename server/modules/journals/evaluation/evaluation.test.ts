import { describe, expect, it } from 'vitest'
import { cardOf } from '../search/cards.ts'
import { matchManuscript } from '../search/matcher.ts'
import { demoIndex } from '../../../seed/journals/demo-index.ts'
import { hitRates, loadManuscripts } from './evaluate.ts'

describe('the manuscript matcher on its labelled evaluation set', () => {
  it('labels only journals of the demo catalogue, and enough manuscripts to measure', async () => {
    const index = demoIndex()
    const slugs = new Set(Array.from({ length: index.size }, (_, doc) => cardOf(index, doc).slug))
    const manuscripts = loadManuscripts()
    expect(manuscripts.length).toBeGreaterThanOrEqual(25)
    for (const m of manuscripts) {
      expect(m.journals.length, m.id).toBeGreaterThan(0)
      for (const slug of m.journals) expect(slugs.has(slug), `${m.id}: ${slug}`).toBe(true)
    }
  })

  it('puts a right journal in the first five for at least 80% of the manuscripts', async () => {
    const index = demoIndex()
    const manuscripts = loadManuscripts()
    const rates = hitRates(
      manuscripts.map((manuscript) => ({
        manuscript,
        ranked: matchManuscript(index, manuscript, {}, 5).matches.map((m) => cardOf(index, m.doc).slug),
      })),
    )
    console.info(`matcher on the demo catalogue: top-1 ${rates.top1.toFixed(2)}, top-5 ${rates.top5.toFixed(2)}; missed: ${rates.misses.join(', ') || 'none'}`)
    expect(rates.top5).toBeGreaterThanOrEqual(0.8)
  })
})

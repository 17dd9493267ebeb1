import type autocannon from 'autocannon'
import { journalIndexes } from '../../contract/journals.ts'
import { loadManuscripts } from '../../server/modules/journals/evaluation/evaluate.ts'
import { publisherProfiles, regions } from '../../server/seed/journals/publishers.ts'
import { seededRandom } from '../../server/seed/journals/seeded-random.ts'
import { subjectTopics } from '../../server/seed/journals/subject-topics.ts'
import { slugify } from '../../server/lib/slugify.ts'
import type { ListRequest } from './lists.ts'

const indexSlugs = journalIndexes.map((i) => i.slug).slice(0, 5)

/**
 * A varied, repeatable mix of `GET /api/journals` requests over the generated catalogue's vocabulary, so no answer
 * can be served from a cache of a few URLs: about as many distinct queries as requests. 65% members searching (a
 * keyword, a field, a half-typed word, two words, a publisher or a title pattern; 0–3 filters; pages 1–3), 10% members
 * browsing filters on pages 2–4, 25% visitors on page 1 with filters.
 */
export function journalRequests(count = 2000, seed = 11): ListRequest[] {
  const rng = seededRandom(seed)
  const subject = () => rng.pick(subjectTopics)
  const searchText = () => {
    const s = subject()
    const roll = rng.next()
    if (roll < 0.3) return rng.pick(s.keywords)
    if (roll < 0.45) return rng.pick(s.fields)
    if (roll < 0.7) {
      const word = rng.pick([...s.keywords, ...s.fields])
      return word.slice(0, 3 + Math.floor(rng.next() * 5))
    }
    if (roll < 0.85) return `${rng.pick(s.keywords)} ${rng.pick(s.keywords)}`
    if (roll < 0.9) return rng.pick(publisherProfiles).name.split(' ')[0]!
    return rng.pick([`${rng.pick(regions)} journal`, `annals ${rng.pick(s.fields)}`, `${rng.pick(s.fields)} reports`])
  }
  const filters = (params: URLSearchParams, chance: number) => {
    if (rng.chance(chance * 0.4)) params.set('publisher', slugify(rng.pick(publisherProfiles).name))
    if (rng.chance(chance * 0.8)) for (const slug of rng.shuffled(indexSlugs).slice(0, 1 + Math.floor(rng.next() * 2))) params.append('indexes', slug)
    if (rng.chance(chance * 0.8)) params.set('impactFactor', String(rng.pick([0.5, 1, 2.5, 5, 10])))
    if (rng.chance(chance)) params.set('subject', subject().slug)
    if (rng.chance(chance * 0.6)) params.set('openAccess', 'true')
    if (rng.chance(chance * 0.4)) params.set('noApc', 'true')
  }
  return Array.from({ length: count }, () => {
    const params = new URLSearchParams()
    const roll = rng.next()
    if (roll < 0.65) {
      params.set('search', searchText())
      filters(params, 0.25)
      const page = rng.next()
      if (page > 0.85) params.set('page', page > 0.95 ? '3' : '2')
      return { kind: 'search, 0–3 filters, pages 1–3', path: `/api/journals?${params}`, signedIn: true }
    }
    if (roll < 0.75) {
      filters(params, 0.5)
      params.set('page', String(2 + Math.floor(rng.next() * 3)))
      return { kind: 'filters, pages 2–4', path: `/api/journals?${params}`, signedIn: true }
    }
    filters(params, 0.4)
    return { kind: 'first page, filters', path: `/api/journals?${params}`, signedIn: false }
  })
}

/** The evaluation set's manuscripts as match requests, in turn. */
export const matchRequests = (memberToken: string): autocannon.Request[] =>
  loadManuscripts().map((m) => ({
    method: 'POST' as const,
    path: '/api/journals/match',
    headers: { authorization: `Bearer ${memberToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title: m.title, abstract: m.abstract, keywords: m.keywords }),
  }))

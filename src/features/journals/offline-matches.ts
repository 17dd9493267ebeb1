import type { Journal } from '../../../contract/journals.ts'
import type { JournalSearch } from './search.ts'

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/**
 * The API's filters applied on the device: the same meaning for each filter, and every search word found in
 * the title, publisher or keywords (a plainer match than the server's, which also knows word forms). Sorted
 * by title when asked, else as the API lists without search: highest impact factor first, then by title.
 */
export function filterJournals(journals: readonly Journal[], filters: JournalSearch): Journal[] {
  const { search, publisher, indexes, impactFactor, subject, openAccess, noApc, sort } = filters
  const byTitle = (a: Journal, b: Journal) => a.title.localeCompare(b.title, 'en-IN')
  const words = search ? fold(search).split(/\s+/).filter(Boolean) : []
  return journals
    .filter(
      (j) =>
        (!publisher || j.publisher?.slug === publisher) &&
        (!indexes?.length || j.indexes.some((index) => indexes.includes(index.slug))) &&
        (!impactFactor || (j.impactFactor !== null && j.impactFactor >= impactFactor)) &&
        (!subject || j.subjects.some((s) => s.slug === subject)) &&
        (!openAccess || j.openAccess) &&
        (!noApc || j.apc === null) &&
        (!words.length || matchesWords(j, words)),
    )
    .sort(sort === 'title' ? byTitle : (a, b) => (b.impactFactor ?? -1) - (a.impactFactor ?? -1) || byTitle(a, b))
}

function matchesWords(journal: Journal, words: string[]) {
  const text = fold([journal.title, journal.publisher?.title ?? '', ...journal.keywords].join(' '))
  return words.every((word) => text.includes(word))
}

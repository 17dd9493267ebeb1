// docs/benchmarks.md has hand-kept parts and two generated sections: the latest full `npm run bench` and the test
// times (`npm run test:times`). Each writer replaces only its own section, which runs from its heading to the next
// heading of the same level; the rest of the file is left as it is.

export const FULL_RUN_HEADING = '## The latest full run'
export const TEST_TIMES_HEADING = '## Test times'

export function sectionOf(doc: string, heading: string) {
  const start = doc.indexOf(`\n${heading}\n`)
  if (start === -1) return undefined
  const next = doc.indexOf('\n## ', start + 1)
  return doc.slice(start + 1, next === -1 ? undefined : next).trimEnd()
}

/**
 * The document with the section that `section` starts with (its first line, the heading) put in place of the current
 * one, or, when there is none, before the heading `before` (at the end without it).
 */
export function replaceSection(doc: string, section: string, before: string) {
  const heading = section.slice(0, section.indexOf('\n'))
  const current = sectionOf(doc, heading)
  if (current !== undefined) return doc.replace(current, () => section)
  const anchor = doc.indexOf(`\n${before}\n`)
  if (anchor === -1) return `${doc.trimEnd()}\n\n${section}\n`
  return `${doc.slice(0, anchor + 1)}${section}\n\n${doc.slice(anchor + 1)}`
}

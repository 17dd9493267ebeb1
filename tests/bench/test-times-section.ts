// docs/benchmarks.md has two writers: the bench writes the whole file, the test times their own section. Each keeps
// the other's part: the section runs from its heading to the next heading of the same level.
const heading = '## Test times'

export function testTimesSection(doc: string) {
  const start = doc.indexOf(`\n${heading}\n`)
  if (start === -1) return undefined
  const next = doc.indexOf('\n## ', start + 1)
  return doc.slice(start + 1, next === -1 ? undefined : next).trimEnd()
}

/** The document with its test-times section replaced, or put before "How to reproduce" when it has none. */
export function replaceTestTimes(doc: string, section: string) {
  const current = testTimesSection(doc)
  if (current !== undefined) return doc.replace(current, section)
  const anchor = doc.indexOf('\n## How to reproduce')
  if (anchor === -1) return `${doc.trimEnd()}\n\n${section}\n`
  return `${doc.slice(0, anchor + 1)}${section}\n\n${doc.slice(anchor + 1)}`
}

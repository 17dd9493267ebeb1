/**
 * API answers the server wrote into the page for its first screen (docs/decisions/0004), keyed by the path
 * under /api. Each is handed out once: reading the same path again is a refetch and must reach the network.
 */
let answers: Map<string, unknown> | undefined

function readAnswers(): Map<string, unknown> {
  const text = document.getElementById('early-data')?.textContent
  if (!text) return new Map()
  try {
    const parsed: unknown = JSON.parse(text)
    return new Map(parsed !== null && typeof parsed === 'object' ? Object.entries(parsed) : [])
  } catch {
    // Unreadable data only costs the round trips it was meant to save.
    return new Map()
  }
}

/** The body the server embedded for `path`, once; `undefined` when there is none (left). */
export function takeEarlyResponse(path: string): unknown {
  answers ??= readAnswers()
  const body = answers.get(path)
  answers.delete(path)
  return body
}

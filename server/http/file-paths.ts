import type { RawRequestDefaultExpression } from 'fastify'

const SERVE_FILE = '/api/serve-file/'

/**
 * `/api/serve-file/{path}` takes a stored file's path as it is (`templates/a.tex`) or encoded as one segment
 * (`templates%2Fa.tex`). Both name the same file, so both are routed alike and meet the same checks: a member's
 * template is served by the templates route, with its sign-in and plan check, whichever way its path is written.
 */
export function oneSpellingOfFilePaths(request: RawRequestDefaultExpression): string {
  const url = request.url ?? '/'
  if (!url.startsWith(SERVE_FILE)) return url
  const query = url.indexOf('?')
  const path = query === -1 ? url : url.slice(0, query)
  return path.replace(/%2f/gi, '/') + (query === -1 ? '' : url.slice(query))
}

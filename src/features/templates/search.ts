/**
 * `/templates?download=<file id>`: a download a visitor asked for before signing in, started when they come back
 * signed in (the sign-in page's `redirect` carries it). Read by the page itself rather than declared on the route,
 * so it costs the first screen's script nothing; an id no file has is ignored.
 */
export const downloadAfterSignIn = (fileId: string) => `/templates?download=${encodeURIComponent(fileId)}`

/** The marker as the router parsed it (a value that looks like JSON arrives parsed): a file id, or none. */
export const downloadMarker = (search: Record<string, unknown>) => {
  const value = search.download
  return (typeof value === 'string' || typeof value === 'number') && String(value).length <= 64 ? String(value) : undefined
}

// Files a person chose to keep on the device ('Keep offline'): whole responses in Cache Storage, under the
// address they were downloaded from. The service worker answers a request for one from here when the network fails.

export const KEPT_FILES_CACHE = 'kept-files'

const open = () => caches.open(KEPT_FILES_CACHE)

/** The paths (`/api/serve-file/...`) kept on this device; none where the browser has no Cache Storage. */
export async function keptPaths(): Promise<string[]> {
  if (typeof caches === 'undefined') return []
  const requests = await (await open()).keys()
  return requests.map((request) => new URL(request.url).pathname)
}

/** Takes away the kept copies under `prefix` that are not in `current`: files replaced or deleted since. */
export async function forgetKeptExcept(prefix: string, current: readonly string[]) {
  const stale = (await keptPaths()).filter((path) => path.startsWith(prefix) && !current.includes(path))
  await Promise.all(stale.map(dropFile))
}

export async function keepFile(path: string, blob: Blob) {
  await (await open()).put(path, new Response(blob, { headers: { 'content-type': blob.type || 'application/octet-stream', 'content-length': String(blob.size) } }))
}

export async function dropFile(path: string) {
  await (await open()).delete(path)
}

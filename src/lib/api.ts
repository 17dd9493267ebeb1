import type { Options } from 'ky'
import * as v from 'valibot'
import { ApiError, networkError } from './api-error.ts'
import { takeEarlyResponse } from './early-data.ts'

export { ApiError }

// The HTTP client (ky) is fetched with the first request that needs the network, not with the first screen:
// the page carries that screen's answers (early-data.ts), so a visitor's first render asks the network nothing.
const loadHttp = () => import('./http.ts')

/** What the user reads for a failure; the client's own download failing is a network failure like any other. */
async function failure(err: unknown): Promise<ApiError> {
  const http = await loadHttp().catch(() => undefined)
  return http ? http.toApiError(err) : networkError()
}

async function parsed<S extends v.GenericSchema>(schema: S, body: () => Promise<unknown>): Promise<v.InferOutput<S>> {
  try {
    return v.parse(schema, await body())
  } catch (err) {
    throw await failure(err)
  }
}

/**
 * GET a path under /api and parse the body with the contract's schema, so a drifted server fails loudly here.
 * The page's embedded answer for the path, when there is one, stands in for the first request.
 */
export function getJson<S extends v.GenericSchema>(schema: S, path: string, options?: Options): Promise<v.InferOutput<S>> {
  return parsed(schema, async () => {
    const early = takeEarlyResponse(path)
    return early !== undefined ? early : (await loadHttp()).http.get(path, options).json()
  })
}

/** Sends a JSON body (or none) and parses the answer with the contract's schema. */
export function sendJson<S extends v.GenericSchema>(schema: S, method: 'post' | 'put' | 'patch' | 'delete', path: string, json?: unknown) {
  return parsed(schema, async () => (await loadHttp()).http(path, { method, json }).json())
}

/** Sends a multipart form, as the photo upload takes it. */
export function sendForm<S extends v.GenericSchema>(schema: S, path: string, body: FormData) {
  return parsed(schema, async () => (await loadHttp()).http.post(path, { body }).json())
}

/** A private file the signed-in user may read; the bearer header is why it cannot be a plain `<img src>`. */
export async function getBlob(path: string, options?: Options): Promise<Blob> {
  try {
    return await (await loadHttp()).http.get(path, options).blob()
  } catch (err) {
    throw await failure(err)
  }
}

import ky, { HTTPError, TimeoutError } from 'ky'
import * as v from 'valibot'
import { ErrorBody } from '../../contract/common.ts'
import { clearAuth, getAuth } from './auth.ts'
import { takeEarlyResponse } from './early-data.ts'

export const API_TIMEOUT_MS = 10_000

/** An API failure as the user should read it: the server's message when it sent one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly issues: { path: string; message: string }[] = [],
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export const api = ky.create({
  prefixUrl: '/api',
  timeout: API_TIMEOUT_MS,
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        const { token } = getAuth()
        if (token) request.headers.set('authorization', `Bearer ${token}`)
      },
    ],
    afterResponse: [
      // Any 401 clears the stored auth. Only for the token this request carried, so a late answer to a
      // request from an earlier session cannot sign out the one that replaced it.
      (request, _options, response) => {
        const token = getAuth().token
        if (response.status === 401 && token && request.headers.get('authorization') === `Bearer ${token}`) clearAuth()
      },
    ],
  },
})

async function toApiError(err: unknown): Promise<ApiError> {
  if (err instanceof HTTPError) {
    const body = v.safeParse(ErrorBody, await err.response.json().catch(() => null))
    return body.success
      ? new ApiError(body.output.message, err.response.status, body.output.code, body.output.issues)
      : new ApiError(`Request failed (${err.response.status})`, err.response.status, 'http_error')
  }
  if (err instanceof TimeoutError) return new ApiError(`timeout of ${API_TIMEOUT_MS} ms exceeded`, 0, 'timeout')
  if (err instanceof DOMException && err.name === 'AbortError') return new ApiError('Request canceled', 0, 'canceled')
  if (err instanceof v.ValiError) return new ApiError('The server sent an unexpected answer', 0, 'bad_response')
  return new ApiError('Network error: check your connection', 0, 'network')
}

type Options = Parameters<typeof api.get>[1]

async function parsed<S extends v.GenericSchema>(schema: S, body: () => Promise<unknown>): Promise<v.InferOutput<S>> {
  try {
    return v.parse(schema, await body())
  } catch (err) {
    throw await toApiError(err)
  }
}

/**
 * GET a path under /api and parse the body with the contract's schema, so a drifted server fails loudly here.
 * The page's embedded answer for the path, when there is one, stands in for the first request.
 */
export function getJson<S extends v.GenericSchema>(schema: S, path: string, options?: Options): Promise<v.InferOutput<S>> {
  return parsed(schema, async () => {
    const early = takeEarlyResponse(path)
    return early !== undefined ? early : api.get(path, options).json()
  })
}

/** Sends a JSON body (or none) and parses the answer with the contract's schema. */
export function sendJson<S extends v.GenericSchema>(schema: S, method: 'post' | 'put' | 'patch' | 'delete', path: string, json?: unknown) {
  return parsed(schema, () => api(path, { method, json }).json())
}

/** Sends a multipart form, as the photo upload takes it. */
export function sendForm<S extends v.GenericSchema>(schema: S, path: string, body: FormData) {
  return parsed(schema, () => api.post(path, { body }).json())
}

/** A private file the signed-in user may read; the bearer header is why it cannot be a plain `<img src>`. */
export async function getBlob(path: string, options?: Options): Promise<Blob> {
  try {
    return await api.get(path, options).blob()
  } catch (err) {
    throw await toApiError(err)
  }
}

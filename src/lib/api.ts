import ky, { HTTPError, TimeoutError } from 'ky'
import * as v from 'valibot'
import { ErrorBody } from '../../contract/common.ts'
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

export const api = ky.create({ prefixUrl: '/api', timeout: API_TIMEOUT_MS, retry: 0 })

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

/**
 * GET a path under /api and parse the body with the contract's schema, so a drifted server fails loudly here.
 * The page's embedded answer for the path, when there is one, stands in for the first request.
 */
export async function getJson<S extends v.GenericSchema>(schema: S, path: string, options?: Options): Promise<v.InferOutput<S>> {
  try {
    const early = takeEarlyResponse(path)
    return v.parse(schema, early !== undefined ? early : await api.get(path, options).json())
  } catch (err) {
    throw await toApiError(err)
  }
}

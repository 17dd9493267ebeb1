import ky, { HTTPError, TimeoutError } from 'ky'
import * as v from 'valibot'
import { ErrorBody } from '../../contract/common.ts'
import { ApiError, networkError } from './api-error.ts'
import { clearAuth, getAuth } from './auth.ts'

// The HTTP client, loaded by src/lib/api.ts with the first request that needs the network.

export const API_TIMEOUT_MS = 10_000

export const http = ky.create({
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

export async function toApiError(err: unknown): Promise<ApiError> {
  if (err instanceof HTTPError) {
    const body = v.safeParse(ErrorBody, await err.response.json().catch(() => null))
    return body.success
      ? new ApiError(body.output.message, err.response.status, body.output.code, body.output.issues)
      : new ApiError(`Request failed (${err.response.status})`, err.response.status, 'http_error')
  }
  if (err instanceof TimeoutError) return new ApiError(`timeout of ${API_TIMEOUT_MS} ms exceeded`, 0, 'timeout')
  if (err instanceof DOMException && err.name === 'AbortError') return new ApiError('Request canceled', 0, 'canceled')
  if (err instanceof v.ValiError) return new ApiError('The server sent an unexpected answer', 0, 'bad_response')
  return networkError()
}

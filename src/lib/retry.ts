import { ApiError } from './api.ts'

const MAX_RETRIES = 2

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404

/** A 4xx answer will not change on a second try; retrying it only delays the not-found or error screen. */
export function retryUnlessClientError(failureCount: number, error: unknown) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false
  return failureCount < MAX_RETRIES
}
